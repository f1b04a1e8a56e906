import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { lazySchema } from '../../../../lib/api/lazy-schema.ts';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { alertsPath } from './alerts.ts';

const alertResponseSchema = lazySchema(() =>
  import('@acervo/contract/alerts/alerts').then((m) => m.alertResponseSchema),
);
const messageSchema = lazySchema(() =>
  import('@acervo/contract/alerts/alerts').then((m) => m.alertResponseSchema.pick({ message: true })),
);

/** Every cached alert list (any period, and the header's count) is fetched again after a change. */
function useRefreshAlerts() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isPatronKeyFor(alertsPath));
}

/** `PUT /api/alertas/{id}`: marks one alert read. */
export function useMarkAlertRead() {
  const client = useApiClient();
  const refresh = useRefreshAlerts();
  return useSWRMutation(
    patronKey(usePatronScope(), `${alertsPath}#read`),
    (_key, { arg: id }: { arg: number }) =>
      client.request(`${alertsPath}/${id}`, { method: 'PUT', schema: alertResponseSchema, auth: 'private' }),
    { onSuccess: refresh },
  );
}

/** `DELETE /api/alertas/{id}`: deletes one alert. */
export function useDeleteAlert() {
  const client = useApiClient();
  const refresh = useRefreshAlerts();
  return useSWRMutation(
    patronKey(usePatronScope(), `${alertsPath}#delete`),
    (_key, { arg: id }: { arg: number }) =>
      client.request(`${alertsPath}/${id}`, { method: 'DELETE', schema: messageSchema, auth: 'private' }),
    { onSuccess: refresh },
  );
}
