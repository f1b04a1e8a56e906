import { type LoanRequest, loanRequestFilters } from '@acervo/contract';
import {
  Badge,
  type BadgeProps,
  Cell,
  Column,
  EmptyState,
  Link,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@acervo/ui';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { PeriodFilter } from '../shared/period-filter.tsx';
import { PeriodCount, StatusSelect, useChoiceParam, useListPeriod } from '../shared/period-list.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useLoanRequests } from './api/loan-requests.ts';
import {
  loanRequestFilterMessages,
  loanRequestsMessages as m,
  loanRequestStatusMessages,
} from './loan-requests-messages.ts';

const tones: Record<LoanRequest['situacao']['codigo'], NonNullable<BadgeProps['tone']>> = {
  aguardando: 'info',
  em_transito: 'info',
  disponivel: 'success',
  finalizada: 'neutral',
  cancelada: 'warning',
};

/** "v. 2" for a bare number; a value that names itself ("v. 2", "Anexo") as it is. */
const numbered = (intl: IntlShape, message: MessageDescriptor, value: string) =>
  /^\d/.test(value) ? intl.formatMessage(message, { value }) : value;

/** "Exemplar: v. 2, t. 1" when the request names a volume, tome, part or material; null otherwise. */
function copyParts(intl: IntlShape, request: LoanRequest): string | null {
  const parts = [
    request.volume ? numbered(intl, m.volume, request.volume) : null,
    request.tomo ? numbered(intl, m.tome, request.tomo) : null,
    request.parte ? numbered(intl, m.part, request.parte) : null,
    request.material_adicional,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? intl.formatMessage(m.copyParts, { parts: parts.join(', ') }) : null;
}

/** The patron's loan requests by period and by spec §4's status filter, each status in words. */
export function LoanRequestList() {
  const intl = useIntl();
  const [period, setPeriod] = useListPeriod();
  const [status, setStatus] = useChoiceParam('situacao', loanRequestFilters, 'todos');
  const requests = useLoanRequests({ ...period, status });
  const label = {
    title: intl.formatMessage(s.title),
    delivery: intl.formatMessage(m.delivery),
    requestedOn: intl.formatMessage(m.requestedOn),
    status: intl.formatMessage(m.status),
  };
  return (
    <MyAreaSection id="minhas-solicitacoes" title={intl.formatMessage(m.list)}>
      <PeriodFilter
        key={`${period.dataIni}/${period.dataFim}`}
        period={period}
        onApply={setPeriod}
        legend={intl.formatMessage(m.period)}
      />
      <StatusSelect
        label={label.status}
        selected={status}
        onChange={setStatus}
        choices={loanRequestFilters.map((code) => ({
          id: code,
          label: intl.formatMessage(loanRequestFilterMessages[code]),
        }))}
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
          <Table aria-label={intl.formatMessage(m.table)} aria-busy={requests.isValidating || undefined}>
            <TableHeader>
              <Column isRowHeader>{label.title}</Column>
              <Column>{label.delivery}</Column>
              <Column>{label.requestedOn}</Column>
              <Column>{label.status}</Column>
            </TableHeader>
            <TableBody items={data.solicitacoes.map((request) => ({ ...request, id: request.codigo }))}>
              {(request) => {
                const parts = copyParts(intl, request);
                return (
                  <Row id={request.id} textValue={request.titulo}>
                    <Cell label={label.title}>
                      <Stack gap="xs">
                        <Link href={`/acervo/${request.codAcervo}`}>{request.titulo}</Link>
                        {parts ? <Text size="sm">{parts}</Text> : null}
                      </Stack>
                    </Cell>
                    <Cell label={label.delivery}>
                      <Stack gap="xs">
                        <Text size="sm">
                          {intl.formatMessage(m.fromLibrary, {
                            library: request.bibliotecaOrigem.descricao,
                          })}
                        </Text>
                        <Text size="sm">
                          {intl.formatMessage(request.domicilio ? m.homeDelivery : m.pickUpAt, {
                            library: request.bibliotecaRecebimento.descricao,
                          })}
                        </Text>
                      </Stack>
                    </Cell>
                    <Cell label={label.requestedOn}>{formatDateTime(intl, request.data)}</Cell>
                    <Cell label={label.status}>
                      <Badge tone={tones[request.situacao.codigo]}>
                        {intl.formatMessage(loanRequestStatusMessages[request.situacao.codigo])}
                      </Badge>
                    </Cell>
                  </Row>
                );
              }}
            </TableBody>
          </Table>
        )}
      </ListState>
    </MyAreaSection>
  );
}
