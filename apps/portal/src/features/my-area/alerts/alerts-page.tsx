import { EmptyState, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { ListState } from '../shared/list-state.tsx';
import { PeriodFilter } from '../shared/period-filter.tsx';
import { usePeriodParam } from '../shared/use-period-param.ts';
import { recentAlertsPeriod, useAlerts } from './api/alerts.ts';
import { alertsMessages as m } from './alerts-messages.ts';
import { AlertsTable } from './alerts-table.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';

/** `/meupergamum/alertas`: the alerts of a period (both dates required), unread first; mark read, delete. */
export function Component() {
  const intl = useIntl();
  const today = useToday();
  const [period, setPeriod] = usePeriodParam(() => recentAlertsPeriod(today));
  const alerts = useAlerts(period);
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.alertas)}</MyAreaHeading>
      <PeriodFilter
        key={`${period.dataIni}/${period.dataFim}`}
        period={period}
        onApply={setPeriod}
        legend={intl.formatMessage(m.period)}
      />
      <MyAreaSection id="alertas-do-periodo" title={intl.formatMessage(m.list)} focusable>
        <Text role="status">
          {alerts.data
            ? intl.formatMessage(m.count, {
                count: alerts.data.alertas.length,
                unread: alerts.data.naoLidos,
                start: formatIsoDate(intl, period.dataIni),
                end: formatIsoDate(intl, period.dataFim),
              })
            : null}
        </Text>
        <ListState
          query={alerts}
          lines={4}
          isEmpty={(data) => data.alertas.length === 0}
          empty={
            <EmptyState title={intl.formatMessage(m.emptyTitle)}>
              {intl.formatMessage(m.emptyBody)}
            </EmptyState>
          }
        >
          {(data) => (
            <AlertsTable
              alerts={data.alertas}
              isBusy={alerts.isValidating}
              onChanged={() => document.getElementById('alertas-do-periodo')?.focus()}
            />
          )}
        </ListState>
      </MyAreaSection>
    </>
  );
}
