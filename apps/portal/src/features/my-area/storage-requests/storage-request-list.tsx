import type { StorageRequest, StorageRequestStatus } from '@acervo/contract';
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
import { PeriodCount, useListPeriod } from '../shared/period-list.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useStorageRequests } from './api/storage-requests.ts';
import { storageRequestsMessages as m, storageStatusMessages } from './storage-requests-messages.ts';

type Item = StorageRequest['itens'][number];

const tones: Record<StorageRequestStatus, NonNullable<BadgeProps['tone']>> = {
  aguardando: 'info',
  disponivel: 'success',
  finalizada: 'neutral',
  cancelada: 'warning',
};

/** "v. 2" for a bare number; a value that names itself ("v. 2", "Anexo") as it is. */
const numbered = (intl: IntlShape, message: MessageDescriptor, value: string) =>
  /^\d/.test(value) ? intl.formatMessage(message, { value }) : value;

/** "Tombo 1234 · v. 2, t. 1": which copy, as the desk finds it. */
function copyLine(intl: IntlShape, item: Item): string {
  const parts = [
    item.volume ? numbered(intl, m.volume, item.volume) : null,
    item.tomo ? numbered(intl, m.tome, item.tomo) : null,
    item.parte ? numbered(intl, m.part, item.parte) : null,
  ].filter((part): part is string => Boolean(part));
  return [intl.formatMessage(m.accession, { value: item.tombo }), parts.join(', ')]
    .filter(Boolean)
    .join(' · ');
}

/** When the copy is expected at the desk, that it is there, or that its request has ended. */
function expectedText(intl: IntlShape, item: Item): string {
  switch (item.situacao.codigo) {
    case 'aguardando':
      return formatDateTime(intl, item.previsao);
    case 'disponivel':
      return intl.formatMessage(m.atDesk);
    default:
      return intl.formatMessage(m.closed);
  }
}

/**
 * The patron's closed-storage requests by period: one row per copy, since the desk fetches and puts
 * back copies one by one and each has its own status.
 */
export function StorageRequestList() {
  const intl = useIntl();
  const [period, setPeriod] = useListPeriod();
  const requests = useStorageRequests(period);
  const rows = (requests.data?.solicitacoes ?? []).flatMap((request) =>
    request.itens.map((item) => ({ request, item, id: `${request.codigo}-${item.codExemplar}` })),
  );
  const label = {
    title: intl.formatMessage(s.title),
    library: intl.formatMessage(s.library),
    requestedOn: intl.formatMessage(m.requestedOn),
    status: intl.formatMessage(s.status),
    expected: intl.formatMessage(m.expected),
  };
  return (
    <MyAreaSection id="exemplares-solicitados" title={intl.formatMessage(m.list)}>
      <PeriodFilter
        key={`${period.dataIni}/${period.dataFim}`}
        period={period}
        onApply={setPeriod}
        legend={intl.formatMessage(m.period)}
      />
      <PeriodCount
        period={period}
        message={m.count}
        values={requests.data ? { requests: requests.data.solicitacoes.length, copies: rows.length } : null}
      />
      <ListState
        query={requests}
        lines={4}
        isEmpty={(data) => data.solicitacoes.every((request) => request.itens.length === 0)}
        empty={
          <EmptyState level={3} title={intl.formatMessage(m.emptyTitle)}>
            {intl.formatMessage(m.emptyBody)}
          </EmptyState>
        }
      >
        {() => (
          <Table aria-label={intl.formatMessage(m.table)} aria-busy={requests.isValidating || undefined}>
            <TableHeader>
              <Column isRowHeader>{label.title}</Column>
              <Column>{label.library}</Column>
              <Column>{label.requestedOn}</Column>
              <Column>{label.status}</Column>
              <Column>{label.expected}</Column>
            </TableHeader>
            <TableBody items={rows}>
              {({ id, request, item }) => (
                <Row id={id} textValue={item.titulo}>
                  <Cell label={label.title}>
                    <Stack gap="xs">
                      <Link href={`/acervo/${item.codAcervo}`}>{item.titulo}</Link>
                      <Text size="sm">{copyLine(intl, item)}</Text>
                    </Stack>
                  </Cell>
                  <Cell label={label.library}>
                    <Stack gap="xs">
                      <Text>{request.biblioteca.descricao}</Text>
                      <Text size="sm">
                        {intl.formatMessage(m.room, { room: item.armazem, position: item.posicao })}
                      </Text>
                    </Stack>
                  </Cell>
                  <Cell label={label.requestedOn}>
                    <Stack gap="xs">
                      <Text>{formatDateTime(intl, request.data)}</Text>
                      <Text size="sm">{intl.formatMessage(m.requestNumber, { number: request.codigo })}</Text>
                    </Stack>
                  </Cell>
                  <Cell label={label.status}>
                    <Badge tone={tones[item.situacao.codigo]}>
                      {intl.formatMessage(storageStatusMessages[item.situacao.codigo])}
                    </Badge>
                  </Cell>
                  <Cell label={label.expected}>{expectedText(intl, item)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </ListState>
    </MyAreaSection>
  );
}
