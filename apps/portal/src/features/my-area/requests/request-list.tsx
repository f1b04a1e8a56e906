import { type RequestKind, requestStatuses, type requestSchema } from '@acervo/contract';
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
import { type IntlShape, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { addDays, formatDateTime, formatIsoDate } from '../../../lib/dates/dates.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { PeriodFilter } from '../shared/period-filter.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { usePeriodParam } from '../shared/use-period-param.ts';
import { type RequestStatus, useRequests } from './api/requests.ts';
import { requestsMessages as m, requestStatusMessages } from './requests-messages.ts';

export type SentRequest = z.output<typeof requestSchema>;

/** How a kind names one of its requests in the list: a main line and the details under it. */
export type DescribeRequest = (request: SentRequest, intl: IntlShape) => { title: string; details: string[] };

/** A select as wide as its longest status, not the whole column. */
const StatusFilter = styled.div`
  max-width: 20rem;
`;

/** The twelve months up to `today`, when the address names no period. */
const yearUpTo = (today: string) => ({ dataIni: addDays(today, -365), dataFim: today });

const isStatus = (value: string | null): value is RequestStatus =>
  (requestStatuses as readonly string[]).includes(value ?? '');

/** The status filter, kept in the address (`?situacao=`) with the period. */
function useStatusParam() {
  const [params, setParams] = useSearchParams();
  const value = params.get('situacao');
  const status = isStatus(value) ? value : null;
  const setStatus = (next: RequestStatus | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('situacao', next);
      else updated.delete('situacao');
      return updated;
    });
  return [status, setStatus] as const;
}

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
  const today = useToday();
  const [period, setPeriod] = usePeriodParam(() => yearUpTo(today));
  const [status, setStatus] = useStatusParam();
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
      <StatusFilter>
        <Select
          label={label.status}
          selectedKey={status ?? 'all'}
          onSelectionChange={(key) => setStatus(isStatus(String(key)) ? (key as RequestStatus) : null)}
        >
          {[
            <SelectItem key="all" id="all">
              {intl.formatMessage(m.allStatuses)}
            </SelectItem>,
            ...requestStatuses.map((code) => (
              <SelectItem key={code} id={code}>
                {intl.formatMessage(requestStatusMessages[code])}
              </SelectItem>
            )),
          ]}
        </Select>
      </StatusFilter>
      <Text role="status">
        {requests.data
          ? intl.formatMessage(m.count, {
              count: requests.data.solicitacoes.length,
              start: formatIsoDate(intl, period.dataIni),
              end: formatIsoDate(intl, period.dataFim),
            })
          : null}
      </Text>
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
