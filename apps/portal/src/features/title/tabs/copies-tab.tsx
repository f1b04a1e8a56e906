import type { copySchema, TitleDetail } from '@acervo/contract';
import {
  Badge,
  type BadgeTone,
  Cell,
  Column,
  Row,
  Select,
  SelectItem,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { useTitleCopies } from '../api/title-copies.ts';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { isoFromBrazilianDate } from './brazilian-date.ts';
import { copiesMessages as m } from './tab-messages.ts';

type Copy = z.infer<typeof copySchema>;

const FilterBox = styled.div`
  max-width: 24rem;
`;

/** The library filter lives in the address, so a filtered list can be shared and reloaded. */
const libraryParam = 'biblioteca';
const allLibraries = 'todas';

/** The status in words, with a tone that repeats it: on the shelf, on loan, or anything else. */
const statusTone = (status: string): BadgeTone =>
  status === 'disponivel' ? 'success' : status === 'emprestado' ? 'warning' : 'neutral';

function useLibraryFilter(libraries: TitleDetail['bibliotecas']) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(libraryParam));
  const library = libraries.some((entry) => entry.cod_biblioteca === raw) ? raw : null;
  const choose = (code: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (code === null) next.delete(libraryParam);
        else next.set(libraryParam, String(code));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [library, choose] as const;
}

/** The title's copies: where each is, what it is and whether it can be borrowed; filtered by library. */
export function CopiesTab({ title }: { title: TitleDetail }) {
  const intl = useIntl();
  const [library, chooseLibrary] = useLibraryFilter(title.bibliotecas);
  const { data, error, isLoading, mutate } = useTitleCopies(title.cod_acervo, library);
  const label = {
    library: intl.formatMessage(m.library),
    location: intl.formatMessage(m.location),
    volume: intl.formatMessage(m.volume),
    loanType: intl.formatMessage(m.loanType),
    status: intl.formatMessage(m.status),
    expectedReturn: intl.formatMessage(m.expectedReturn),
  };
  const volumeOf = (copy: Copy) =>
    [
      copy.volume && intl.formatMessage(m.volumeShort, { value: copy.volume }),
      copy.tomo && intl.formatMessage(m.tomeShort, { value: copy.tomo }),
      copy.parte && intl.formatMessage(m.partShort, { value: copy.parte }),
    ]
      .filter(Boolean)
      .join(' ');
  const returnOf = (copy: Copy) => {
    if (!copy.data_devolucao_prevista) return '';
    const iso = isoFromBrazilianDate(copy.data_devolucao_prevista);
    return iso ? formatIsoDate(intl, iso) : copy.data_devolucao_prevista;
  };
  const copies = data?.exemplares;

  return (
    <Stack gap="md">
      {title.bibliotecas.length > 1 ? (
        <FilterBox>
          <Select
            label={label.library}
            selectedKey={library === null ? allLibraries : String(library)}
            onSelectionChange={(key) =>
              chooseLibrary(key === allLibraries || key === null ? null : Number(key))
            }
          >
            <SelectItem id={allLibraries}>{intl.formatMessage(m.allLibraries)}</SelectItem>
            {title.bibliotecas.map((entry) => (
              <SelectItem key={entry.cod_biblioteca} id={String(entry.cod_biblioteca)}>
                {entry.desc_biblioteca}
              </SelectItem>
            ))}
          </Select>
        </FilterBox>
      ) : null}
      {error && !copies ? (
        <SectionFailed error={error} onRetry={() => void mutate()} />
      ) : !copies ? (
        <SectionLoading lines={5} />
      ) : copies.length === 0 ? (
        <Text>{intl.formatMessage(library === null ? m.none : m.noneInLibrary)}</Text>
      ) : (
        <Stack gap="sm" aria-busy={isLoading}>
          <Text role="status">{intl.formatMessage(m.count, { count: copies.length })}</Text>
          <Table aria-label={intl.formatMessage(m.tableLabel)}>
            <TableHeader>
              <Column id="library" isRowHeader>
                {label.library}
              </Column>
              <Column id="location">{label.location}</Column>
              <Column id="volume">{label.volume}</Column>
              <Column id="loanType">{label.loanType}</Column>
              <Column id="status">{label.status}</Column>
              <Column id="expectedReturn">{label.expectedReturn}</Column>
            </TableHeader>
            <TableBody items={copies.map((copy) => ({ ...copy, id: copy.cod_exemplar }))}>
              {(copy) => (
                <Row id={copy.id} textValue={`${copy.desc_biblioteca} ${copy.tombo}`}>
                  <Cell label={label.library}>{copy.desc_biblioteca}</Cell>
                  <Cell label={label.location}>
                    <Stack gap="xs">
                      <span>{copy.localizacao ?? ''}</span>
                      {copy.chamada ? (
                        <Text size="sm" tone="muted">
                          {intl.formatMessage(m.callNumberOf, { callNumber: copy.chamada })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Cell>
                  <Cell label={label.volume}>
                    <Stack gap="xs">
                      <span>{volumeOf(copy)}</span>
                      {copy.material_adicional ? (
                        <Text size="sm" tone="muted">
                          {intl.formatMessage(m.materialOf, { material: copy.material_adicional })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Cell>
                  <Cell label={label.loanType}>{copy.desc_tipo_emprestimo}</Cell>
                  <Cell label={label.status}>
                    <Badge tone={statusTone(copy.situacao)}>{copy.desc_situacao}</Badge>
                  </Cell>
                  <Cell label={label.expectedReturn}>{returnOf(copy)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
