import { type SuggestionStatus, suggestionStatuses } from '@acervo/contract';
import {
  Cell,
  Column,
  EmptyState,
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
import { addDays, formatDateTime, formatIsoDate } from '../../../lib/dates/dates.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { ListState } from '../shared/list-state.tsx';
import { PeriodFilter } from '../shared/period-filter.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { usePeriodParam } from '../shared/use-period-param.ts';
import { useSuggestions } from './api/suggestions.ts';
import { suggestionsMessages as m, suggestionStatusMessages } from './suggestions-messages.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';

/** A select as wide as its longest status, not the whole column. */
const StatusFilter = styled.div`
  max-width: 20rem;
`;

/** The twelve months up to `today`, when the address names no period. */
const yearUpTo = (today: string) => ({ dataIni: addDays(today, -365), dataFim: today });

const isStatus = (value: string | null): value is SuggestionStatus =>
  (suggestionStatuses as readonly string[]).includes(value ?? '');

/** The status filter, kept in the address (`?situacao=`) with the period. */
function useStatusParam() {
  const [params, setParams] = useSearchParams();
  const value = params.get('situacao');
  const status = isStatus(value) ? value : null;
  const setStatus = (next: SuggestionStatus | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('situacao', next);
      else updated.delete('situacao');
      return updated;
    });
  return [status, setStatus] as const;
}

/** The patron's suggestions by period and status (spec §4's fourteen, each in words). */
export function SuggestionList() {
  const intl = useIntl();
  const today = useToday();
  const [period, setPeriod] = usePeriodParam(() => yearUpTo(today));
  const [status, setStatus] = useStatusParam();
  const suggestions = useSuggestions({ ...period, situacao: status });
  const label = {
    title: intl.formatMessage(s.title),
    library: intl.formatMessage(s.library),
    sentOn: intl.formatMessage(m.sentOn),
    status: intl.formatMessage(m.status),
  };
  return (
    <MyAreaSection id="minhas-sugestoes" title={intl.formatMessage(m.mine)}>
      <PeriodFilter
        key={`${period.dataIni}/${period.dataFim}`}
        period={period}
        onApply={setPeriod}
        legend={intl.formatMessage(m.period)}
      />
      <StatusFilter>
        <Select
          label={label.status}
          selectedKey={status ?? 'all'}
          onSelectionChange={(key) => setStatus(isStatus(String(key)) ? (key as SuggestionStatus) : null)}
        >
          {[
            <SelectItem key="all" id="all">
              {intl.formatMessage(m.allStatuses)}
            </SelectItem>,
            ...suggestionStatuses.map((code) => (
              <SelectItem key={code} id={code}>
                {intl.formatMessage(suggestionStatusMessages[code])}
              </SelectItem>
            )),
          ]}
        </Select>
      </StatusFilter>
      <Text role="status">
        {suggestions.data
          ? intl.formatMessage(m.count, {
              count: suggestions.data.sugestoes.length,
              start: formatIsoDate(intl, period.dataIni),
              end: formatIsoDate(intl, period.dataFim),
            })
          : null}
      </Text>
      <ListState
        query={suggestions}
        lines={4}
        isEmpty={(data) => data.sugestoes.length === 0}
        empty={
          <EmptyState level={3} title={intl.formatMessage(m.emptyTitle)}>
            {intl.formatMessage(m.emptyBody)}
          </EmptyState>
        }
      >
        {(data) => (
          <Table aria-label={intl.formatMessage(m.table)} aria-busy={suggestions.isValidating || undefined}>
            <TableHeader>
              <Column isRowHeader>{label.title}</Column>
              <Column>{label.library}</Column>
              <Column>{label.sentOn}</Column>
              <Column>{label.status}</Column>
            </TableHeader>
            <TableBody items={data.sugestoes.map((suggestion) => ({ ...suggestion, id: suggestion.codigo }))}>
              {(suggestion) => (
                <Row id={suggestion.id} textValue={suggestion.titulo}>
                  <Cell label={label.title}>
                    <Stack gap="xs">
                      <Text weight="bold">
                        {suggestion.edicao
                          ? intl.formatMessage(m.titleAndEdition, {
                              title: suggestion.titulo,
                              edition: suggestion.edicao,
                            })
                          : suggestion.titulo}
                      </Text>
                      {suggestion.autor ? (
                        <Text size="sm">{intl.formatMessage(m.byAuthor, { author: suggestion.autor })}</Text>
                      ) : null}
                      <Text size="sm">
                        {intl.formatMessage(m.publishedBy, { publisher: suggestion.editor })}
                      </Text>
                    </Stack>
                  </Cell>
                  <Cell label={label.library}>{suggestion.biblioteca.descricao}</Cell>
                  <Cell label={label.sentOn}>{formatDateTime(intl, suggestion.data)}</Cell>
                  <Cell label={label.status}>
                    {intl.formatMessage(suggestionStatusMessages[suggestion.situacao.codigo])}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </ListState>
    </MyAreaSection>
  );
}
