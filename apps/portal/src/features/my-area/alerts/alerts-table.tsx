import type { Alert } from '@acervo/contract';
import {
  Badge,
  Button,
  Cell,
  Column,
  ConfirmButton,
  Inline,
  Link,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@acervo/ui';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { useDeleteAlert, useMarkAlertRead } from './api/alert-actions.ts';
import { alertsMessages as m } from './alerts-messages.ts';

/** Unread first; within each group the server's order (newest first) stays. */
export const unreadFirst = (alerts: readonly Alert[]) =>
  [...alerts].sort((a, b) => Number(a.lido) - Number(b.lido));

/**
 * The alerts of the period, unread first, each with "mark read" (unread ones) and "delete" (asks
 * first). After either, focus goes to `onChanged` (the list's heading), since the row moves or goes.
 */
export function AlertsTable({
  alerts,
  isBusy,
  onChanged,
}: {
  alerts: readonly Alert[];
  isBusy: boolean;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const label = {
    alert: intl.formatMessage(m.alert),
    receivedOn: intl.formatMessage(m.receivedOn),
    status: intl.formatMessage(s.status),
    actions: intl.formatMessage(s.actions),
  };
  return (
    <Table aria-label={intl.formatMessage(m.table)} aria-busy={isBusy || undefined}>
      <TableHeader>
        <Column isRowHeader>{label.alert}</Column>
        <Column>{label.receivedOn}</Column>
        <Column>{label.status}</Column>
        <Column>{label.actions}</Column>
      </TableHeader>
      <TableBody items={unreadFirst(alerts)}>
        {(alert) => (
          <Row id={alert.id} textValue={alert.titulo}>
            <Cell label={label.alert}>
              <Stack gap="xs">
                <Text weight={alert.lido ? 'regular' : 'bold'}>{alert.titulo}</Text>
                <Text size="sm">{alert.mensagem}</Text>
                {alert.codAcervo ? (
                  <Link href={`/acervo/${alert.codAcervo}`}>{intl.formatMessage(m.openTitle)}</Link>
                ) : null}
              </Stack>
            </Cell>
            <Cell label={label.receivedOn}>{formatDateTime(intl, alert.data)}</Cell>
            <Cell label={label.status}>
              <Badge tone={alert.lido ? 'neutral' : 'info'}>
                {intl.formatMessage(alert.lido ? m.read : m.unread)}
              </Badge>
            </Cell>
            <Cell label={label.actions}>
              <Inline gap="sm">
                {alert.lido ? null : <MarkRead alert={alert} onDone={onChanged} />}
                <DeleteAlert alert={alert} onDone={onChanged} />
              </Inline>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function MarkRead({ alert, onDone }: { alert: Alert; onDone: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  const markRead = useMarkAlertRead();
  return (
    <Button
      variant="secondary"
      isPending={markRead.isMutating}
      aria-label={intl.formatMessage(m.markReadThis, { title: alert.titulo })}
      onPress={async () => {
        try {
          const answer = await markRead.trigger(alert.id);
          notify('success', answer.message);
          onDone();
        } catch (error) {
          reportFailure(error);
        }
      }}
    >
      {intl.formatMessage(m.markRead)}
    </Button>
  );
}

function DeleteAlert({ alert, onDone }: { alert: Alert; onDone: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  const remove = useDeleteAlert();
  return (
    <ConfirmButton
      aria-label={intl.formatMessage(m.deleteThis, { title: alert.titulo })}
      title={intl.formatMessage(m.deleteTitle, { title: alert.titulo })}
      confirmLabel={intl.formatMessage(m.deleteConfirm)}
      isPending={remove.isMutating}
      onConfirm={async () => {
        try {
          const answer = await remove.trigger(alert.id);
          notify('success', answer.message);
          onDone();
        } catch (error) {
          reportFailure(error);
        }
      }}
      body={intl.formatMessage(m.deleteBody)}
    >
      {intl.formatMessage(m.delete)}
    </ConfirmButton>
  );
}
