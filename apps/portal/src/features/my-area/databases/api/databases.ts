import { databasesResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/acervo/meu-pergamum/bases-dados`: the databases the patron's category may open. */
export const databasesPath = '/api/acervo/meu-pergamum/bases-dados';

export const databasesKey = (scope: PatronScope | null) => patronKey(scope, databasesPath);

export const fetchDatabases = (client: ApiClient) =>
  client.request(databasesPath, { schema: databasesResponseSchema, auth: 'private' });

export function useDatabases() {
  const client = useApiClient();
  return useSWR(databasesKey(usePatronScope()), () => fetchDatabases(client));
}
