import { periodicalsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/perfil-interesse/periodicos`: the periodicals the patron follows. */
export const periodicalsPath = '/api/perfil-interesse/periodicos';

export const periodicalsKey = (scope: PatronScope | null) => patronKey(scope, periodicalsPath);

export const fetchPeriodicals = (client: ApiClient) =>
  client.request(periodicalsPath, { schema: periodicalsResponseSchema, auth: 'private' });

export function usePeriodicals() {
  const client = useApiClient();
  return useSWR(periodicalsKey(usePatronScope()), () => fetchPeriodicals(client));
}
