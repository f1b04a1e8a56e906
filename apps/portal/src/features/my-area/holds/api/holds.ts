import { holdsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/reserva`: the patron's holds still waiting in a queue or released for pickup. */
export const holdsPath = '/api/reserva';

export const holdsKey = (scope: PatronScope | null) => patronKey(scope, holdsPath);

export const fetchHolds = (client: ApiClient) =>
  client.request(holdsPath, { schema: holdsResponseSchema, auth: 'private' });

export function useHolds() {
  const client = useApiClient();
  return useSWR(holdsKey(usePatronScope()), () => fetchHolds(client));
}
