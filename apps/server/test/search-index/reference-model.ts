import { tokenizeQuery } from '../../src/text/tokenizer.ts';
import {
  compareStaticRank,
  type FacetType,
  type IndexDocument,
} from '../../src/modules/search-index/document.ts';
import type { IndexQuery, IndexResult } from '../../src/modules/search-index/search-index.ts';

/**
 * A deliberately naive evaluator over the same documents: scan every title, test every word. The
 * index must give the same totals, facet counts and sorted pages (relevance is the index's own).
 */
export function referenceSearch(documents: readonly IndexDocument[], query: IndexQuery): IndexResult {
  const group = query.field ?? 'todos';
  const terms = tokenizeQuery(query.text);
  const matches = (doc: IndexDocument) =>
    terms.every(({ term, prefix }) =>
      doc.terms[group].some((candidate) => (prefix ? candidate.startsWith(term) : candidate === term)),
    );
  const valuesOf = (doc: IndexDocument, type: FacetType): string[] =>
    type === 'Y' ? (doc.year === null ? [] : [String(doc.year)]) : doc.facets[type];
  const filters = Object.entries(query.filters ?? {}).filter(
    ([, values]) => values && values.length > 0,
  ) as Array<[FacetType, string[]]>;
  const passes = (doc: IndexDocument, except?: FacetType) =>
    filters.every(
      ([type, values]) => type === except || valuesOf(doc, type).some((value) => values.includes(value)),
    );
  const matched = documents.filter(matches);
  const result = matched.filter((doc) => passes(doc));
  const facets: IndexResult['facets'] = {};
  if (query.facets) {
    for (const type of ['T', 'Y', 'I', 'X', 'B'] as const) {
      const counts = new Map<string, number>();
      for (const doc of matched.filter((candidate) => passes(candidate, type))) {
        for (const value of valuesOf(doc, type)) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      facets[type] = [...counts].map(([value, count]) => ({ value, count }));
    }
  }
  const collator = new Intl.Collator('pt-BR');
  const sorted = [...result];
  switch (query.sort) {
    case 'ano_asc':
      sorted.sort((a, b) => {
        if (a.year !== b.year) return a.year === null ? 1 : b.year === null ? -1 : a.year - b.year;
        return a.id - b.id;
      });
      break;
    case 'titulo_asc':
      sorted.sort((a, b) => collator.compare(a.titleSort, b.titleSort) || a.id - b.id);
      break;
    case 'titulo_desc':
      sorted.sort((a, b) => collator.compare(b.titleSort, a.titleSort) || b.id - a.id);
      break;
    default:
      sorted.sort(compareStaticRank);
  }
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;
  return { total: result.length, ids: sorted.slice(offset, offset + limit).map((doc) => doc.id), facets };
}

/** Facet counts in one canonical order, for comparing. */
export function canonicalFacets(facets: IndexResult['facets']): Record<string, Array<[string, number]>> {
  return Object.fromEntries(
    Object.entries(facets).map(([type, counts]) => [
      type,
      counts!
        .map(({ value, count }) => [value, count] as [string, number])
        .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
    ]),
  );
}
