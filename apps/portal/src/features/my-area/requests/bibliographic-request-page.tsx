import type { RequestKind } from '@acervo/contract';
import { Stack } from '@acervo/ui';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { useLibraries } from '../suggestions/api/libraries.ts';
import type { FieldSpec, RangeRule, Values } from './request-fields.ts';
import { RequestForm } from './request-form.tsx';
import { type DescribeRequest, RequestList } from './request-list.tsx';

/**
 * A bibliographic request's page (exchange, survey, catalogue sheet, research): its form, served
 * by any of the institution's libraries, and the patron's requests of that kind.
 */
export function BibliographicRequestPage({
  title,
  kind,
  intro,
  fields,
  ranges,
  initial,
  describe,
}: {
  title: MessageDescriptor;
  kind: RequestKind;
  intro: MessageDescriptor;
  fields: readonly FieldSpec[];
  ranges?: readonly RangeRule[];
  initial?: Values;
  describe: DescribeRequest;
}) {
  const intl = useIntl();
  const libraries = useLibraries(null);
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(title)}</MyAreaHeading>
      <Stack gap="xl">
        <RequestForm
          kind={kind}
          fields={fields}
          ranges={ranges}
          intro={intro}
          initial={initial}
          libraries={libraries.data?.bibliotecas.map((library) => ({
            codigo: library.cod_biblioteca,
            descricao: library.desc_biblioteca,
          }))}
        />
        <RequestList kind={kind} describe={describe} />
      </Stack>
    </>
  );
}
