import { interestAuxiliaryResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/perfil-interesse/areas-interesse/info-auxiliar`: the kinds, and the validity offered. */
export const interestOptionsPath = '/api/perfil-interesse/areas-interesse/info-auxiliar';

export const interestOptionsKey = (scope: PatronScope | null) => patronKey(scope, interestOptionsPath);

export const fetchInterestOptions = (client: ApiClient) =>
  client.request(interestOptionsPath, { schema: interestAuxiliaryResponseSchema, auth: 'private' });

export function useInterestOptions() {
  const client = useApiClient();
  return useSWR(interestOptionsKey(usePatronScope()), () => fetchInterestOptions(client), {
    revalidateOnFocus: false,
  });
}
