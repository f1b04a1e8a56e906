import type { deviationSchema } from '@acervo/contract';
import {
  Alert,
  Badge,
  Cell,
  Column,
  EmptyState,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@acervo/ui';
import { type IntlShape, useIntl } from 'react-intl';
import type { z } from 'zod';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useDeviations } from './api/deviations.ts';
import { deviationsMessages as m } from './deviations-messages.ts';

type Deviation = z.infer<typeof deviationSchema>;

/** The server's "no end" date: a suspension that lasts until the library lifts it. */
const openEnded = (deviation: Deviation) => deviation.data_fim >= '9999-01-01';

function periodText(intl: IntlShape, deviation: Deviation): string {
  const start = formatIsoDate(intl, deviation.data_inicio);
  return openEnded(deviation)
    ? intl.formatMessage(m.fromOnwards, { start })
    : intl.formatMessage(m.fromTo, { start, end: formatIsoDate(intl, deviation.data_fim) });
}

/** In force today (the server says so), not yet begun, or over. */
function DeviationStatus({ deviation, today }: { deviation: Deviation; today: string }) {
  const intl = useIntl();
  if (deviation.ativo) return <Badge tone="danger">{intl.formatMessage(m.active)}</Badge>;
  if (deviation.data_inicio > today) return <Badge tone="warning">{intl.formatMessage(m.scheduled)}</Badge>;
  return <Badge tone="neutral">{intl.formatMessage(m.ended)}</Badge>;
}

/** `/meupergamum/afastamentos`: the patron's suspensions (period, reason, library), the one in force first said plainly. */
export function Component() {
  const intl = useIntl();
  const today = useToday();
  const deviations = useDeviations();
  const label = {
    period: intl.formatMessage(m.period),
    reason: intl.formatMessage(m.reason),
    library: intl.formatMessage(s.library),
    status: intl.formatMessage(s.status),
  };
  // The one lasting longest decides until when the patron is kept out.
  const inForce = (deviations.data?.afastamentos ?? [])
    .filter((deviation) => deviation.ativo)
    .sort((a, b) => b.data_fim.localeCompare(a.data_fim))[0];
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.afastamentos)}</MyAreaHeading>
      <Stack gap="lg">
        <Text>{intl.formatMessage(m.intro)}</Text>
        {inForce ? (
          <Alert
            tone="warning"
            title={
              openEnded(inForce)
                ? intl.formatMessage(m.activeIndefinitely)
                : intl.formatMessage(m.activeUntil, { end: formatIsoDate(intl, inForce.data_fim) })
            }
          >
            {intl.formatMessage(m.activeBody)}
          </Alert>
        ) : null}
        <MyAreaSection id="afastamentos" title={intl.formatMessage(m.list)}>
          <ListState
            query={deviations}
            lines={3}
            isEmpty={(data) => data.afastamentos.length === 0}
            empty={
              <EmptyState level={3} title={intl.formatMessage(m.emptyTitle)}>
                {intl.formatMessage(m.emptyBody)}
              </EmptyState>
            }
          >
            {(data) => (
              <Table aria-label={intl.formatMessage(m.table)}>
                <TableHeader>
                  <Column isRowHeader>{label.period}</Column>
                  <Column>{label.reason}</Column>
                  <Column>{label.library}</Column>
                  <Column>{label.status}</Column>
                </TableHeader>
                <TableBody
                  items={data.afastamentos.map((deviation) => ({ ...deviation, id: deviation.codigo }))}
                >
                  {(deviation) => (
                    <Row id={deviation.id} textValue={periodText(intl, deviation)}>
                      <Cell label={label.period}>{periodText(intl, deviation)}</Cell>
                      <Cell label={label.reason}>{deviation.motivo}</Cell>
                      <Cell label={label.library}>
                        {deviation.biblioteca?.descricao ?? intl.formatMessage(m.everyLibrary)}
                      </Cell>
                      <Cell label={label.status}>
                        <DeviationStatus deviation={deviation} today={today} />
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            )}
          </ListState>
        </MyAreaSection>
      </Stack>
    </>
  );
}
