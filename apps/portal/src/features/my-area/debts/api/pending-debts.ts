import { pendingDebtsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/emprestimo/debitos-pendentes`: the unpaid fines and the total still owed. */
export const pendingDebtsPath = '/api/emprestimo/debitos-pendentes';

export const pendingDebtsKey = (scope: PatronScope | null) => patronKey(scope, pendingDebtsPath);

export const fetchPendingDebts = (client: ApiClient) =>
  client.request(pendingDebtsPath, { schema: pendingDebtsResponseSchema, auth: 'private' });

export function usePendingDebts() {
  const client = useApiClient();
  return useSWR(pendingDebtsKey(usePatronScope()), () => fetchPendingDebts(client));
}
