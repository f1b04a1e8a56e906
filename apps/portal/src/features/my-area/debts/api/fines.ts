import { finesResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/emprestimo/multas`: every fine of the patron, paid or not, newest first. */
export const finesPath = '/api/emprestimo/multas';

export const finesKey = (scope: PatronScope | null) => patronKey(scope, finesPath);

export const fetchFines = (client: ApiClient) =>
  client.request(finesPath, { schema: finesResponseSchema, auth: 'private' });

export function useFines() {
  const client = useApiClient();
  return useSWR(finesKey(usePatronScope()), () => fetchFines(client));
}
