import { workTypesResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/perfil-interesse/tipo-obra`: the work types the patron follows. */
export const workTypesPath = '/api/perfil-interesse/tipo-obra';

export const workTypesKey = (scope: PatronScope | null) => patronKey(scope, workTypesPath);

export const fetchWorkTypes = (client: ApiClient) =>
  client.request(workTypesPath, { schema: workTypesResponseSchema, auth: 'private' });

export function useWorkTypes() {
  const client = useApiClient();
  return useSWR(workTypesKey(usePatronScope()), () => fetchWorkTypes(client));
}
