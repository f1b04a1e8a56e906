import { type RequestKind, requestStatuses, type requestSchema } from '@acervo/contract';
import { Cell, Column, EmptyState, Row, Stack, Table, TableBody, TableHeader, Text } from '@acervo/ui';
import { type IntlShape, useIntl } from 'react-intl';
import type { z } from 'zod';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { PeriodFilter } from '../shared/period-filter.tsx';
import { PeriodCount, StatusSelect, useChoiceParam, useListPeriod } from '../shared/period-list.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useRequests } from './api/requests.ts';
import { requestsMessages as m, requestStatusMessages } from './requests-messages.ts';

export type SentRequest = z.output<typeof requestSchema>;

/** How a kind names one of its requests in the list: a main line and the details under it. */
export type DescribeRequest = (request: SentRequest, intl: IntlShape) => { title: string; details: string[] };

/** The detail of a request's data as text ("" for what was left empty). */
export const detail = (request: SentRequest, name: string) => {
  const value = request.dados[name];
  return value === null || value === undefined ? '' : String(value);
};

/**
 * The patron's requests of one kind, by period and status, each status in words with the library's
 * answer under it.
 */
export function RequestList({ kind, describe }: { kind: RequestKind; describe: DescribeRequest }) {
  const intl = useIntl();
  const [period, setPeriod] = useListPeriod();
  const [status, setStatus] = useChoiceParam('situacao', requestStatuses, null);
  const requests = useRequests(kind, { ...period, status });
  const label = {
    request: intl.formatMessage(m.request),
    library: intl.formatMessage(s.library),
    sentOn: intl.formatMessage(m.sentOn),
    status: intl.formatMessage(m.status),
  };
  return (
    <MyAreaSection id="minhas-solicitacoes" title={intl.formatMessage(m.mine)}>
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
          ...requestStatuses.map((code) => ({
            id: code,
            label: intl.formatMessage(requestStatusMessages[code]),
          })),
        ]}
      />
      <PeriodCount
        period={period}
        message={m.count}
        values={requests.data ? { count: requests.data.solicitacoes.length } : null}
      />
      <ListState
        query={requests}
        lines={4}
        isEmpty={(data) => data.solicitacoes.length === 0}
        empty={
          <EmptyState level={3} title={intl.formatMessage(m.emptyTitle)}>
            {intl.formatMessage(m.emptyBody)}
          </EmptyState>
        }
      >
        {(data) => (
          <Table aria-label={intl.formatMessage(m.mine)} aria-busy={requests.isValidating || undefined}>
            <TableHeader>
              <Column isRowHeader>{label.request}</Column>
              <Column>{label.library}</Column>
              <Column>{label.sentOn}</Column>
              <Column>{label.status}</Column>
            </TableHeader>
            <TableBody
              items={data.solicitacoes.map((request) => ({
                ...request,
                id: request.codigo,
                shown: describe(request, intl),
              }))}
            >
              {(request) => (
                <Row id={request.id} textValue={request.shown.title}>
                  <Cell label={label.request}>
                    <Stack gap="xs">
                      <Text weight="bold">{request.shown.title}</Text>
                      {request.shown.details.filter(Boolean).map((line) => (
                        <Text key={line} size="sm">
                          {line}
                        </Text>
                      ))}
                    </Stack>
                  </Cell>
                  <Cell label={label.library}>{request.biblioteca?.descricao ?? ''}</Cell>
                  <Cell label={label.sentOn}>{formatDateTime(intl, request.data)}</Cell>
                  <Cell label={label.status}>
                    <Stack gap="xs">
                      <Text>{intl.formatMessage(requestStatusMessages[request.situacao.codigo])}</Text>
                      {request.resposta ? (
                        <Text size="sm">{intl.formatMessage(m.answer, { answer: request.resposta })}</Text>
                      ) : null}
                    </Stack>
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
