import { FACET_TYPES, type FacetType } from '../search/engine/search-engine.ts';

/**
 * Term groups with their own postings. A-D are the weights of the search row's `documento`
 * vector (title, names, subjects, the rest; ADR 050): an "any field" term is their union, and
 * relevance needs to know which of them a term matched in. The others are the separate vectors
 * of series, call number, ISBN and ISSN searches.
 */
export const TERM_GROUPS = ['A', 'B', 'C', 'D', 'serie', 'chamada', 'isbn', 'issn'] as const;
export type TermGroup = (typeof TERM_GROUPS)[number];

export type { FacetType };
/** Facet types with values of their own (the year is a title's year itself). */
export type FacetKey = Exclude<FacetType, 'Y'>;
export const FACET_KEYS = FACET_TYPES.filter((type): type is FacetKey => type !== 'Y');
/** Facet types counted value by value from bitmaps (few values); the rest count from a forward list. */
export const SMALL_FACETS: ReadonlySet<FacetType> = new Set(['T', 'I', 'X', 'K', 'Z', 'B', 'R']);

/**
 * What the index keeps of one title: exactly its search row (`acervo_busca`) and facet rows
 * (`acervo_faceta`), the rows the SQL reference engine reads, so both engines see the same terms,
 * the same sort keys and the same facet values.
 */
export type IndexDocument = {
  id: number;
  year: number | null;
  type: number;
  /** `titulo_chave`: folded title words, compared by code point (collate "C"). */
  titleKey: string;
  /** `autor_chave`: folded main author, or null. */
  authorKey: string | null;
  /** Latest acquisition of a copy, days since 1970-01-01, or null. */
  acquired: number | null;
  terms: Record<TermGroup, string[]>;
  /** Facet codes by type (the year is the `year` itself). */
  facets: Partial<Record<FacetType, string[]>>;
  /** Display labels of codes that are not reference codes (names, subjects, publishers). */
  labels?: Array<[FacetType, string, string]>;
};

/**
 * Compares by code point, as PostgreSQL's "C" collation compares UTF-8 bytes (JavaScript's `<`
 * compares UTF-16 units, which puts characters above U+FFFF before U+E000-U+FFFF).
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs === ys) return x - y;
    return xs ? 1 : -1;
  }
  return a.length - b.length;
}

/** Static rank: year descending (titles without a year last), then title key, then id. */
export function compareStaticRank(
  a: { year: number | null; titleKey: string; id: number },
  b: { year: number | null; titleKey: string; id: number },
): number {
  const ya = a.year ?? -Infinity;
  const yb = b.year ?? -Infinity;
  if (ya !== yb) return yb - ya;
  return compareCodePoints(a.titleKey, b.titleKey) || a.id - b.id;
}
