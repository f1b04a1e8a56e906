import { termSearchResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/perfil-interesse/area-autor-assunto/pesquisa` (tipoPesquisa, termoPesquisa). */
export const termSearchPath = '/api/perfil-interesse/area-autor-assunto/pesquisa';

export type TermSearch = { tipoPesquisa: 'area' | 'autor' | 'assunto'; termoPesquisa: string };

export const termSearchKey = (scope: PatronScope | null, search: TermSearch) =>
  patronKey(scope, termSearchPath, search);

export const fetchTermSearch = (client: ApiClient, search: TermSearch) =>
  client.request(termSearchPath, { schema: termSearchResponseSchema, auth: 'private', query: search });

/** The catalogue's authors or subjects containing the typed words; asked only once a search is made. */
export function useTermSearch(search: TermSearch | null) {
  const client = useApiClient();
  const scope = usePatronScope();
  return useSWR(search ? termSearchKey(scope, search) : null, () => fetchTermSearch(client, search!), {
    revalidateOnFocus: false,
  });
}
