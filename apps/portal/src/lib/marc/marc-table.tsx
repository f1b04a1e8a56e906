import type { marcRowSchema } from '@acervo/contract';
import { Cell, Column, Row, Table, TableBody, TableHeader, Text, vars } from '@acervo/ui';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { marcFields } from './marc-fields.ts';

// Ids kept from the title's MARC tab, where the table was first written.
const m = defineMessages({
  tableLabel: { id: 'title.marc.table', defaultMessage: 'Registro MARC' },
  tag: { id: 'title.marc.tag', defaultMessage: 'Campo' },
  indicators: { id: 'title.marc.indicators', defaultMessage: 'Indicadores' },
  subfields: { id: 'title.marc.subfields', defaultMessage: 'Subcampos' },
});

const Code = styled.span`
  font-family: ${vars.font.familyMono};
`;

/* Control fields (008) are positional: their spaces carry meaning and must not collapse. */
const ControlData = styled.span`
  font-family: ${vars.font.familyMono};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Subfield = styled.span`
  & + & {
    margin-inline-start: ${vars.space.sm};
  }
`;

const SubfieldCode = styled.b`
  font-family: ${vars.font.familyMono};
  margin-inline-end: ${vars.space.xs};
`;

/** A subfield code as MARC documentation writes it (`$a`): notation, not a sentence to translate. */
const subfieldMark = (code: string) => `$${code}`;

/** A MARC record (bibliographic or authority) as a table: tag, indicators and subfields. */
export function MarcTable({
  rows,
  empty,
}: {
  rows: readonly z.infer<typeof marcRowSchema>[];
  /** What an empty record says. */
  empty: string;
}) {
  const intl = useIntl();
  const fields = marcFields(rows);
  if (fields.length === 0) return <Text>{empty}</Text>;
  const label = {
    tag: intl.formatMessage(m.tag),
    indicators: intl.formatMessage(m.indicators),
    subfields: intl.formatMessage(m.subfields),
  };
  return (
    <Table aria-label={intl.formatMessage(m.tableLabel)}>
      <TableHeader>
        <Column id="tag" isRowHeader>
          {label.tag}
        </Column>
        <Column id="indicators">{label.indicators}</Column>
        <Column id="subfields">{label.subfields}</Column>
      </TableHeader>
      <TableBody items={fields.map((field) => ({ ...field, id: field.key }))}>
        {(field) => (
          <Row id={field.id} textValue={field.tag}>
            <Cell label={label.tag}>
              <Code>{field.tag}</Code>
            </Cell>
            <Cell label={label.indicators}>
              <Code>{field.indicators}</Code>
            </Cell>
            <Cell label={label.subfields}>
              {field.subfields.map((subfield, index) => (
                <Subfield key={index}>
                  {subfield.code ? <SubfieldCode>{subfieldMark(subfield.code)}</SubfieldCode> : null}
                  {subfield.code ? subfield.value : <ControlData>{subfield.value}</ControlData>}
                </Subfield>
              ))}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
