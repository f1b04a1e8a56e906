import { periodicalSearchResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/perfil-interesse/periodicos/pesquisa` (termoPesquisa, bibliotecas as `1,2`). */
export const periodicalSearchPath = '/api/perfil-interesse/periodicos/pesquisa';

export type PeriodicalSearch = { termoPesquisa: string; bibliotecas: string };

export const periodicalSearchKey = (scope: PatronScope | null, search: PeriodicalSearch) =>
  patronKey(scope, periodicalSearchPath, search);

export const fetchPeriodicalSearch = (client: ApiClient, search: PeriodicalSearch) =>
  client.request(periodicalSearchPath, {
    schema: periodicalSearchResponseSchema,
    auth: 'private',
    query: search,
  });

/** The catalogue's periodicals whose title has the typed words; asked only once a search is made. */
export function usePeriodicalSearch(search: PeriodicalSearch | null) {
  const client = useApiClient();
  const scope = usePatronScope();
  return useSWR(
    search ? periodicalSearchKey(scope, search) : null,
    () => fetchPeriodicalSearch(client, search!),
    { revalidateOnFocus: false },
  );
}
