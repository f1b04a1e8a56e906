import {
  compareCodePoints,
  FACET_KEYS,
  type FacetKey,
  type IndexDocument,
  TERM_GROUPS,
  type TermGroup,
} from './document.ts';

/** Document numbers per key (a term, a facet value), in the order the titles were added. */
type DocsByKey = Map<string, number[]>;

/**
 * The postings of the titles changed since the main segment was built: few (a rebuild is due
 * before they pile up, see deltaBudget), so plain maps of arrays, searched beside the segment's.
 */
export class DeltaPostings {
  readonly terms = Object.fromEntries(TERM_GROUPS.map((group) => [group, new Map()])) as Record<
    TermGroup,
    DocsByKey
  >;
  readonly facets = Object.fromEntries(FACET_KEYS.map((key) => [key, new Map()])) as Record<
    FacetKey,
    DocsByKey
  >;
  /** Per facet type and code, the least spelling of its label among the changed titles. */
  private readonly labels = new Map<string, string>();

  add(document: IndexDocument, doc: number): void {
    for (const group of TERM_GROUPS)
      for (const term of document.terms[group]) pushTo(this.terms[group], term, doc);
    for (const key of FACET_KEYS) {
      for (const value of new Set(document.facets[key] ?? [])) pushTo(this.facets[key], value, doc);
    }
    for (const [type, code, label] of document.labels ?? []) {
      const key = labelKey(type, code);
      const current = this.labels.get(key);
      if (current === undefined || compareCodePoints(label, current) < 0) this.labels.set(key, label);
    }
  }

  labelOf(type: FacetKey, code: string): string | undefined {
    return this.labels.size ? this.labels.get(labelKey(type, code)) : undefined;
  }
}

function labelKey(type: string, code: string): string {
  return `${type}\u0000${code}`;
}

function pushTo(map: DocsByKey, key: string, doc: number): void {
  const list = map.get(key);
  if (list) list.push(doc);
  else map.set(key, [doc]);
}
