import { expect } from 'vitest';
import type {
  SearchEngine,
  SearchRequest,
  SearchResult,
} from '../../src/modules/search/engine/search-engine.ts';

/**
 * Facets in one canonical order (each engine lists types in its own order). A label is a display
 * spelling of the value's normalised code: the SQL engine takes the least among the matching
 * titles under the database's collation, the index the least in the catalogue by code point
 * (ADR 070): both are spellings of the same normalised code, so only their presence is compared.
 */
export function canonical(result: SearchResult) {
  return {
    total: result.total,
    ids: result.ids,
    facets: Object.fromEntries(
      Object.entries(result.facets)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([type, counts]) => [
          type,
          counts!.map(({ label, ...count }) => ({ ...count, labelled: label !== undefined })),
        ]),
    ),
  };
}

/**
 * The differential check: the index answers each search as the SQL reference engine does, with
 * the same totals, facet counts and pages.
 */
export async function expectSameAsSql(
  sql: SearchEngine,
  subject: { search(request: SearchRequest): SearchResult },
  requests: readonly SearchRequest[],
) {
  for (const request of requests) {
    const expected = await sql.search(request);
    const actual = subject.search(request);
    expect({ request, ...canonical(actual) }).toEqual({ request, ...canonical(expected) });
  }
}
