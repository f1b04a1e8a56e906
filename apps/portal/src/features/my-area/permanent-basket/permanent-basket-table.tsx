import type { basketItemSchema } from '@acervo/contract';
import {
  Badge,
  Button,
  Cell,
  Column,
  Link,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@acervo/ui';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { formatDateTime, formatIsoDate, libraryDate } from '../../../lib/dates/dates.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { useUpdateBasket } from '../../../lib/permanent-basket/basket-actions.ts';
import { permanentBasketMessages as m } from './permanent-basket-messages.ts';

type BasketItem = z.infer<typeof basketItemSchema>;

/**
 * The basket's titles of the period, newest first: each a link to its page, when it went in, its
 * status (in collection, or removed and when) and how many copies are on the shelf now. A title
 * can be removed and a removed one put back; either way focus goes to `onChanged` (the list's
 * heading), since the row changes or leaves the filtered list.
 */
export function PermanentBasketTable({
  items,
  isBusy,
  onChanged,
}: {
  items: readonly BasketItem[];
  isBusy: boolean;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const label = {
    title: intl.formatMessage(s.title),
    addedOn: intl.formatMessage(m.addedOn),
    status: intl.formatMessage(s.status),
    availability: intl.formatMessage(m.availability),
    actions: intl.formatMessage(s.actions),
  };
  return (
    <Table aria-label={intl.formatMessage(m.table)} aria-busy={isBusy || undefined}>
      <TableHeader>
        <Column isRowHeader>{label.title}</Column>
        <Column>{label.addedOn}</Column>
        <Column>{label.status}</Column>
        <Column>{label.availability}</Column>
        <Column>{label.actions}</Column>
      </TableHeader>
      <TableBody items={items.map((item) => ({ ...item, id: item.cod_acervo }))}>
        {(item) => (
          <Row id={item.cod_acervo} textValue={item.titulo}>
            <Cell label={label.title}>
              <Stack gap="xs">
                <Link href={`/acervo/${item.cod_acervo}`}>{item.titulo}</Link>
                <Text size="sm">
                  {[item.autor, item.ano, item.tipoObra].filter((part) => part != null).join(' · ')}
                </Text>
              </Stack>
            </Cell>
            <Cell label={label.addedOn}>{formatDateTime(intl, item.incluidoEm)}</Cell>
            <Cell label={label.status}>
              {item.situacao === 'removido' && item.removidoEm ? (
                <Stack gap="xs">
                  <Badge tone="warning">{intl.formatMessage(m.removedStatus)}</Badge>
                  <Text size="sm">
                    {intl.formatMessage(m.removedOn, {
                      date: formatIsoDate(intl, libraryDate(new Date(item.removidoEm))),
                    })}
                  </Text>
                </Stack>
              ) : (
                <Badge tone="success">{intl.formatMessage(m.inBasket)}</Badge>
              )}
            </Cell>
            <Cell label={label.availability}>
              {item.disponiveis === 0
                ? intl.formatMessage(m.noneAvailable)
                : intl.formatMessage(m.available, { count: item.disponiveis })}
            </Cell>
            <Cell label={label.actions}>
              <ToggleInBasket item={item} onDone={onChanged} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** Remove (reversible: the title stays listed as removed) or put back; no confirmation needed. */
function ToggleInBasket({ item, onDone }: { item: BasketItem; onDone: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  const update = useUpdateBasket();
  const removing = item.situacao === 'no_acervo';
  return (
    <Button
      variant="secondary"
      isPending={update.isMutating}
      aria-label={intl.formatMessage(removing ? m.removeThis : m.restoreThis, { title: item.titulo })}
      onPress={async () => {
        try {
          await update.trigger({ acervo: item.cod_acervo, removido: removing });
          notify('success', intl.formatMessage(removing ? m.removed : m.restored, { title: item.titulo }));
          onDone();
        } catch (error) {
          reportFailure(error);
        }
      }}
    >
      {intl.formatMessage(removing ? m.remove : m.restore)}
    </Button>
  );
}
