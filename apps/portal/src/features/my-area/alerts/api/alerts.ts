import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { lazySchema } from '../../../../lib/api/lazy-schema.ts';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { addDays } from '../../../../lib/dates/dates.ts';
import type { Period } from '../../shared/period-filter.tsx';

/** `GET /api/alertas` (dataIni, dataFim, both required): the patron's alerts of a period, newest first. */
export const alertsPath = '/api/alertas';

// Lazy: the header asks for the unread count on every page, and that first load carries no zod (ADR 095).
const alertsResponseSchema = lazySchema(() =>
  import('@acervo/contract/alerts/alerts').then((m) => m.alertsResponseSchema),
);

/**
 * The twelve months up to `today`: the alerts page's period when the address names none, and the
 * period the header's unread count covers (ADR 105), so both say the same number.
 */
export const recentAlertsPeriod = (today: string): Period => ({
  dataIni: addDays(today, -365),
  dataFim: today,
});

export const alertsKey = (scope: PatronScope | null, period: Period) => patronKey(scope, alertsPath, period);

export const fetchAlerts = (client: ApiClient, period: Period) =>
  client.request(alertsPath, { schema: alertsResponseSchema, auth: 'private', query: period });

/** The alerts of `period`; `null` fetches nothing (nobody logged in). */
export function useAlerts(period: Period | null) {
  const client = useApiClient();
  const scope = usePatronScope();
  return useSWR(period ? alertsKey(scope, period) : null, () => fetchAlerts(client, period!), {
    keepPreviousData: true,
  });
}
