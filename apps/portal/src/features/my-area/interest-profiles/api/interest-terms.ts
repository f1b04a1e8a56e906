import { termItemsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/perfil-interesse/area-autor-assunto`: the patron's areas, authors and subjects. */
export const interestTermsPath = '/api/perfil-interesse/area-autor-assunto';

export const interestTermsKey = (scope: PatronScope | null) => patronKey(scope, interestTermsPath);

export const fetchInterestTerms = (client: ApiClient) =>
  client.request(interestTermsPath, { schema: termItemsResponseSchema, auth: 'private' });

export function useInterestTerms() {
  const client = useApiClient();
  return useSWR(interestTermsKey(usePatronScope()), () => fetchInterestTerms(client));
}
