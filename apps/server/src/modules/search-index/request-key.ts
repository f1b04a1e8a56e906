import { DEFAULT_FACET_LIMIT, type SearchRequest } from '../search/engine/search-engine.ts';

/** One key for requests that ask the same: filters and facet types in any order, defaults spelled out. */
export function requestKey(request: SearchRequest): string {
  const filters = Object.entries(request.filters ?? {})
    .filter(([, values]) => Array.isArray(values) && values.length > 0)
    .map(([type, values]) => [type, [...new Set(values)].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([
    request.clauses,
    filters,
    request.acquiredSince ?? null,
    request.years ?? null,
    request.sort ?? null,
    request.page,
    [...new Set(request.facets)].sort(),
    request.facetLimit ?? DEFAULT_FACET_LIMIT,
  ]);
}
