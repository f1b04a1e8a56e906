import type { FacetCode, SearchFieldCode } from '@acervo/contract';

/**
 * Links into the catalogue search from any screen (a title's author, a subject, an authority, a
 * teaching plan), without importing the search feature. The results live on `/` and the whole
 * state is in the query string, in the API's own names (`termo`, `campo`, `filtro=T:1`,
 * `ordenacao`, `ordem`, `exibicao`, `paginaAtiva`), so the search screen reads back exactly what
 * these links write.
 */
export type SearchFilter = { type: FacetCode; code: string };
export type SearchSortCode = 'C' | 'T' | 'A' | 'Y' | 'O' | 'N';
export type SearchDisplay = 'D' | 'C';

export type SearchLink = {
  /** What to look for; empty or missing gives a browse of the filters alone. */
  term?: string | undefined;
  /** The index the term is searched in; all fields when missing. */
  field?: SearchFieldCode | undefined;
  /** Facet filters, each `{ type, code }` as the answer's `facetas` name them. */
  filters?: readonly SearchFilter[] | undefined;
  /** Sort order; relevance ('C') when missing. */
  sort?: SearchSortCode | undefined;
  /** Reverses the sort. */
  descending?: boolean | undefined;
  /** 'D' detailed list (default) or 'C' covers grid. */
  display?: SearchDisplay | undefined;
  /** From 1; the first page when missing. */
  page?: number | undefined;
};

/** The whole state of a search screen, every part present (defaults filled in). */
export type SearchState = {
  term: string;
  field: SearchFieldCode;
  filters: SearchFilter[];
  sort: SearchSortCode;
  descending: boolean;
  display: SearchDisplay;
  page: number;
};

export const searchParamNames = {
  term: 'termo',
  field: 'campo',
  filter: 'filtro',
  sort: 'ordenacao',
  order: 'ordem',
  display: 'exibicao',
  page: 'paginaAtiva',
} as const;

// Kept here rather than imported from the contract's schemas, so links carry no zod (first page).
const fieldCodes: readonly SearchFieldCode[] = [
  'livre',
  'titulo',
  'autor',
  'assunto',
  'serie',
  'chamada',
  'isbn',
  'issn',
] satisfies readonly SearchFieldCode[];
const facetTypes: readonly FacetCode[] = ['T', 'Y', 'I', 'X', 'R', 'K', 'Z', 'A', 'S', 'B', 'P', 'C', 'E'];
const sortCodes: readonly SearchSortCode[] = ['C', 'T', 'A', 'Y', 'O', 'N'];

/** The API's limits: longer terms are refused, pages past 10,000 do not exist. */
export const maxTermLength = 500;
export const maxPage = 10_000;

/** The query string of a search link (no leading `?`); empty values and defaults are skipped (spec §5). */
export function searchQueryString({
  term,
  field,
  filters = [],
  sort,
  descending,
  display,
  page,
}: SearchLink): string {
  const params = new URLSearchParams();
  const text = term?.trim();
  if (text) params.set(searchParamNames.term, text);
  if (text && field && field !== 'livre') params.set(searchParamNames.field, field);
  for (const filter of filters) {
    if (filter.code) params.append(searchParamNames.filter, `${filter.type}:${filter.code}`);
  }
  if (sort && sort !== 'C') params.set(searchParamNames.sort, sort);
  if (descending) params.set(searchParamNames.order, 'D');
  if (display === 'C') params.set(searchParamNames.display, display);
  if (page && page > 1) params.set(searchParamNames.page, String(page));
  return params.toString();
}

/** The address of a search: `/` with its query string. */
export function searchHref(link: SearchLink): string {
  const query = searchQueryString(link);
  return query ? `/?${query}` : '/';
}

function parseFilter(value: string): SearchFilter | null {
  const colon = value.indexOf(':');
  const type = value.slice(0, colon) as FacetCode;
  const code = value.slice(colon + 1).trim();
  if (colon < 1 || !facetTypes.includes(type) || !code || code.length > 300) return null;
  return { type, code };
}

/**
 * Reads a search back from a query string. Anything the API would refuse (an unknown field, sort
 * or filter type, a page that is not a number) falls back to its default, so a hand-edited or
 * stale address still shows a sensible search rather than an error.
 */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const field = params.get(searchParamNames.field) as SearchFieldCode | null;
  const sort = params.get(searchParamNames.sort) as SearchSortCode | null;
  const page = Number(params.get(searchParamNames.page));
  const filters: SearchFilter[] = [];
  for (const value of params.getAll(searchParamNames.filter)) {
    const filter = parseFilter(value);
    if (filter && !filters.some((kept) => kept.type === filter.type && kept.code === filter.code)) {
      filters.push(filter);
    }
  }
  return {
    term: (params.get(searchParamNames.term) ?? '').trim().slice(0, maxTermLength),
    field: field && fieldCodes.includes(field) ? field : 'livre',
    filters,
    sort: sort && sortCodes.includes(sort) ? sort : 'C',
    descending: params.get(searchParamNames.order) === 'D',
    display: params.get(searchParamNames.display) === 'C' ? 'C' : 'D',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1,
  };
}

/** Whether the address asks for results at all (a term, or filters to browse by). */
export const hasSearch = (state: Pick<SearchState, 'term' | 'filters'>) =>
  state.term !== '' || state.filters.length > 0;
