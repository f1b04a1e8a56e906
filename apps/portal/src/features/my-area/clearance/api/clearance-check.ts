import { clearanceCheckResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/**
 * `GET /api/unidade-informacao/nada-consta/verifica`: whether the patron can get a declaration now,
 * what stands in the way, and the declaration already issued.
 */
export const clearanceCheckPath = '/api/unidade-informacao/nada-consta/verifica';

export const clearanceCheckKey = (scope: PatronScope | null) => patronKey(scope, clearanceCheckPath);

export function useClearanceCheck() {
  const client = useApiClient();
  return useSWR(clearanceCheckKey(usePatronScope()), () =>
    client.request(clearanceCheckPath, { schema: clearanceCheckResponseSchema, auth: 'private' }),
  );
}
