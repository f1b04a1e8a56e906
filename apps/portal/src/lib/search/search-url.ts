import type { FacetCode, SearchFieldCode } from '@acervo/contract';

/**
 * Links into the catalogue search from any screen (a title's author, a subject, an authority, a
 * teaching plan), without importing the search feature. The results live on `/` and the whole
 * state is in the query string, in the API's own names (`termo`, `campo`, `filtro=T:1`), so the
 * search screen reads back exactly what these links write.
 */
export type SearchLink = {
  /** What to look for; empty or missing gives a browse of the filters alone. */
  term?: string | undefined;
  /** The index the term is searched in; all fields when missing. */
  field?: SearchFieldCode | undefined;
  /** Facet filters, each `{ type, code }` as the answer's `facetas` name them. */
  filters?: readonly { type: FacetCode; code: string }[] | undefined;
};

export const searchParamNames = {
  term: 'termo',
  field: 'campo',
  filter: 'filtro',
} as const;

/** The query string of a search link (no leading `?`); empty values are skipped (spec §5). */
export function searchQueryString({ term, field, filters = [] }: SearchLink): string {
  const params = new URLSearchParams();
  const text = term?.trim();
  if (text) params.set(searchParamNames.term, text);
  if (text && field && field !== 'livre') params.set(searchParamNames.field, field);
  for (const filter of filters) {
    if (filter.code) params.append(searchParamNames.filter, `${filter.type}:${filter.code}`);
  }
  return params.toString();
}

/** The address of a search: `/` with its query string. */
export function searchHref(link: SearchLink): string {
  const query = searchQueryString(link);
  return query ? `/?${query}` : '/';
}
