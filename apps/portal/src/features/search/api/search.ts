import { type Locale, searchResponseSchema } from '@acervo/contract';
import useSWR, { preload } from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { parseSearchParams, type SearchState } from '../../../lib/search/search-url.ts';

/** `GET /api/consulta`: a search; `GET /api/consulta/navegar` when only filters are given. */
export const searchPath = '/api/consulta';
export const browsePath = '/api/consulta/navegar';

/** Results per page (spec §5 default). */
export const resultsPerPage = 20;

/**
 * The call's path with its query string. Filters are repeated rather than comma-joined because a
 * facet's code may itself hold a comma.
 */
export function searchRequestPath(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.term) {
    params.set('termo', state.term);
    params.set('campo', state.field);
  }
  const lines = state.lines ?? [];
  lines.forEach((line, index) => {
    const n = index + 1;
    params.set(`termo${n}`, line.term);
    params.set(`campo${n}`, line.field);
    if (n > 1) params.set(`operador${n}`, line.operator);
  });
  const searching = Boolean(state.term) || lines.length > 0;
  if (searching && state.yearFrom !== undefined) params.set('anoIni', String(state.yearFrom));
  if (searching && state.yearTo !== undefined) params.set('anoFim', String(state.yearTo));
  for (const filter of state.filters) params.append('filtro', `${filter.type}:${filter.code}`);
  params.set('ordenacao', state.sort);
  params.set('ordem', state.descending ? 'D' : 'A');
  params.set('exibicao', state.display);
  params.set('quantPag', String(resultsPerPage));
  params.set('paginaAtiva', String(state.page));
  return `${searching ? searchPath : browsePath}?${params.toString()}`;
}

/** The display mode is left out: switching it shows the same answer differently. */
export const searchKey = (state: SearchState | null, locale: Locale) =>
  state ? publicKey(locale, searchRequestPath({ ...state, display: 'D' })) : null;

export const fetchSearch = (client: ApiClient, state: SearchState) =>
  client.request(searchRequestPath({ ...state, display: 'D' }), {
    schema: searchResponseSchema,
    auth: 'public',
  });

/** The answer to a search; null runs nothing (a refused search). */
export function useSearch(state: SearchState | null) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(searchKey(state, locale), () => (state ? fetchSearch(client, state) : null), {
    // The previous answer stays on screen (marked busy) while the next page or filter loads.
    keepPreviousData: true,
  });
}

/**
 * Starts the request of the search at `href` ahead of the results (as the patron sends it):
 * `useSearch` takes the answer on its way instead of sending the same request again.
 */
export function preloadSearch(client: ApiClient, locale: Locale, href: string) {
  const state = parseSearchParams(new URLSearchParams(href.slice(href.indexOf('?') + 1)));
  return preload(searchKey(state, locale), () => fetchSearch(client, state));
}
