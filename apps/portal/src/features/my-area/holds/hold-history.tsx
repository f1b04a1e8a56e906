import { Cell, Column, EmptyState, Row, Stack, Table, TableBody, TableHeader, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { ListState } from '../shared/list-state.tsx';
import { PeriodFilter } from '../shared/period-filter.tsx';
import { PeriodCount, useListPeriod } from '../shared/period-list.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useHoldHistory } from './api/hold-history.ts';
import { HoldStatus } from './hold-status.tsx';
import { HoldTitle } from './hold-title.tsx';
import { holdsMessages as m } from './holds-messages.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';

/** Every hold placed in a period, however it ended, with the reason when it was cancelled. */
export function HoldHistory() {
  const intl = useIntl();
  const [period, setPeriod] = useListPeriod();
  const history = useHoldHistory(period);
  const rows = history.data?.reservas ?? [];
  const label = {
    title: intl.formatMessage(s.title),
    library: intl.formatMessage(s.library),
    placedOn: intl.formatMessage(m.placedOn),
    status: intl.formatMessage(s.status),
    endedOn: intl.formatMessage(m.endedOn),
  };
  return (
    <MyAreaSection id="historico-reservas" title={intl.formatMessage(m.history)}>
      <PeriodFilter
        key={`${period.dataIni}/${period.dataFim}`}
        period={period}
        onApply={setPeriod}
        legend={intl.formatMessage(m.historyPeriod)}
      />
      <PeriodCount
        period={period}
        message={m.historyCount}
        values={history.data ? { count: rows.length } : null}
      />
      <ListState
        query={history}
        lines={4}
        isEmpty={(data) => data.reservas.length === 0}
        empty={
          <EmptyState level={3} title={intl.formatMessage(m.historyEmptyTitle)}>
            {intl.formatMessage(m.historyEmptyBody)}
          </EmptyState>
        }
      >
        {(data) => (
          <Table
            aria-label={intl.formatMessage(m.historyTable)}
            aria-busy={history.isValidating || undefined}
          >
            <TableHeader>
              <Column isRowHeader>{label.title}</Column>
              <Column>{label.library}</Column>
              <Column>{label.placedOn}</Column>
              <Column>{label.status}</Column>
              <Column>{label.endedOn}</Column>
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
                      {hold.motivoCancelamento ? (
                        <Text size="sm">
                          {intl.formatMessage(m.reason, { reason: hold.motivoCancelamento })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Cell>
                  <Cell label={label.endedOn}>
                    {hold.dataEncerramento
                      ? formatDateTime(intl, hold.dataEncerramento)
                      : intl.formatMessage(m.notEnded)}
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
