import { pendingTitlesResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/emprestimo/titulos-pendentes?showDetails=1`: the patron's open loans, with details. */
export const pendingTitlesPath = '/api/emprestimo/titulos-pendentes';

export const pendingTitlesKey = (scope: PatronScope | null) =>
  patronKey(scope, pendingTitlesPath, { showDetails: 1 });

export const fetchPendingTitles = (client: ApiClient) =>
  client.request(pendingTitlesPath, {
    schema: pendingTitlesResponseSchema,
    auth: 'private',
    query: { showDetails: 1 },
  });

export function usePendingTitles() {
  const client = useApiClient();
  return useSWR(pendingTitlesKey(usePatronScope()), () => fetchPendingTitles(client));
}
