import { Badge, vars, VisuallyHidden } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useToday } from '../../../lib/dates/today.ts';
import { recentAlertsPeriod, useAlerts } from './api/alerts.ts';
import { alertsMessages as m } from './alerts-messages.ts';

const Beside = styled.span`
  margin-inline-start: ${vars.space.xs};
`;

/**
 * The unread alerts beside "My area" in the header: the number as a badge, read as "2 unread
 * alerts" with the link. Nothing while none are unread, nobody is logged in, or the call failed
 * (the alerts page says why). The header loads it lazily, after the first paint (ADR 106).
 */
export function UnreadAlertsCount({ loggedIn }: { loggedIn: boolean }) {
  const intl = useIntl();
  const today = useToday();
  const { data } = useAlerts(loggedIn ? recentAlertsPeriod(today) : null);
  const count = data?.naoLidos ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Beside aria-hidden="true">
        <Badge tone="info">{intl.formatNumber(count)}</Badge>
      </Beside>
      {/* The space keeps "Meu Pergamum" and the count two words apart in the link's name. */}{' '}
      <VisuallyHidden>{intl.formatMessage(m.unreadInHeader, { count })}</VisuallyHidden>
    </>
  );
}
