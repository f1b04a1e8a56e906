import { suggestionStatuses } from '@acervo/contract';
import { Cell, Column, EmptyState, Row, Stack, Table, TableBody, TableHeader, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { ListState } from '../shared/list-state.tsx';
import { PeriodFilter } from '../shared/period-filter.tsx';
import { PeriodCount, StatusSelect, useChoiceParam, useListPeriod } from '../shared/period-list.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useSuggestions } from './api/suggestions.ts';
import { suggestionsMessages as m, suggestionStatusMessages } from './suggestions-messages.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';

/** The patron's suggestions by period and status (spec §4's fourteen, each in words). */
export function SuggestionList() {
  const intl = useIntl();
  const [period, setPeriod] = useListPeriod();
  const [status, setStatus] = useChoiceParam('situacao', suggestionStatuses, null);
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
      <StatusSelect
        label={label.status}
        selected={status ?? 'all'}
        onChange={setStatus}
        choices={[
          { id: 'all', label: intl.formatMessage(m.allStatuses) },
          ...suggestionStatuses.map((code) => ({
            id: code,
            label: intl.formatMessage(suggestionStatusMessages[code]),
          })),
        ]}
      />
      <PeriodCount
        period={period}
        message={m.count}
        values={suggestions.data ? { count: suggestions.data.sugestoes.length } : null}
      />
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
