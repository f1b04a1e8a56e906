import type { Hold } from '@acervo/contract';
import {
  Cell,
  Column,
  ConfirmButton,
  EmptyState,
  Link,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@acervo/ui';
import { useIntl } from 'react-intl';
import { formatDateTime, formatIsoDate } from '../../../lib/dates/dates.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { ListState } from '../shared/list-state.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { useCancelHold } from './api/cancel-hold.ts';
import { useHolds } from './api/holds.ts';
import { HoldStatus } from './hold-status.tsx';
import { HoldTitle } from './hold-title.tsx';
import { holdsMessages as m } from './holds-messages.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';

/** The holds still waiting or ready for pickup, each with a cancel that asks first. */
export function CurrentHolds() {
  const intl = useIntl();
  const holds = useHolds();
  const label = {
    title: intl.formatMessage(s.title),
    library: intl.formatMessage(s.library),
    placedOn: intl.formatMessage(m.placedOn),
    status: intl.formatMessage(s.status),
    expected: intl.formatMessage(m.expected),
    actions: intl.formatMessage(s.actions),
  };
  return (
    <MyAreaSection id="reservas-atuais" title={intl.formatMessage(m.current)} focusable>
      <ListState
        query={holds}
        lines={3}
        isEmpty={(data) => data.reservas.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            actions={
              <Link href="/" variant="standalone">
                {intl.formatMessage(m.searchCatalogue)}
              </Link>
            }
          >
            {intl.formatMessage(m.emptyBody)}
          </EmptyState>
        }
      >
        {(data) => (
          <Table aria-label={intl.formatMessage(m.currentTable)} aria-busy={holds.isValidating || undefined}>
            <TableHeader>
              <Column isRowHeader>{label.title}</Column>
              <Column>{label.library}</Column>
              <Column>{label.placedOn}</Column>
              <Column>{label.status}</Column>
              <Column>{label.expected}</Column>
              <Column>{label.actions}</Column>
            </TableHeader>
            <TableBody items={data.reservas.map((hold) => ({ ...hold, id: hold.codigo }))}>
              {(hold) => (
                <Row id={hold.id} textValue={hold.titulo}>
                  <Cell label={label.title}>
                    <HoldTitle hold={hold} />
                  </Cell>
                  <Cell label={label.library}>{hold.biblioteca.descricao}</Cell>
                  <Cell label={label.placedOn}>{formatDateTime(intl, hold.dataReserva)}</Cell>
                  <Cell label={label.status}>
                    <Stack gap="xs">
                      <HoldStatus intl={intl} hold={hold} />
                      {hold.situacao === 'liberada' && hold.prazoRetirada ? (
                        <Text size="sm">
                          {intl.formatMessage(m.pickUpBy, {
                            date: formatIsoDate(intl, hold.prazoRetirada),
                          })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Cell>
                  <Cell label={label.expected}>
                    {hold.situacao === 'liberada'
                      ? intl.formatMessage(m.alreadyHere)
                      : hold.previsao
                        ? formatIsoDate(intl, hold.previsao)
                        : intl.formatMessage(m.noEstimate)}
                  </Cell>
                  <Cell label={label.actions}>
                    <CancelHold
                      hold={hold}
                      onCancelled={() => document.getElementById('reservas-atuais')?.focus()}
                    />
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

function CancelHold({ hold, onCancelled }: { hold: Hold; onCancelled: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  const cancel = useCancelHold();
  const title = intl.formatMessage(m.cancelTitle, { title: hold.titulo });
  return (
    <ConfirmButton
      aria-label={intl.formatMessage(m.cancelThis, { title: hold.titulo })}
      title={title}
      confirmLabel={intl.formatMessage(m.cancelConfirm)}
      isPending={cancel.isMutating}
      onConfirm={async () => {
        try {
          const answer = await cancel.trigger(hold.codigo);
          notify('success', answer.message);
          onCancelled();
        } catch (error) {
          reportFailure(error);
        }
      }}
      body={intl.formatMessage(hold.situacao === 'liberada' ? m.cancelReleasedBody : m.cancelBody)}
    >
      {intl.formatMessage(m.cancel)}
    </ConfirmButton>
  );
}
