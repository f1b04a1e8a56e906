// The sets of documents a request's parts match (ADR 070): dense bitsets over every document,
// main segment and delta, combined by the index memory's kernels (ADR 074).
import type { QueryTerm } from '../../text/tokenizer.ts';
import type { SearchClause, SearchField, YearRange } from '../search/engine/search-engine.ts';
import * as bits from './bitset.ts';
import type { Bitset } from './bitset.ts';
import type { FacetType, TermGroup } from './document.ts';
import type { IndexDocuments } from './index-documents.ts';
import type { IndexMemory } from './kernels/index-memory.ts';
import type { MainOrder } from './main-order.ts';
import { rangeOf } from './precount-candidates.ts';
import { bitmapOf, findKey, orKeyInto, type PostingTable } from './postings.ts';
import { NO_YEAR } from './segment.ts';

/** Which term groups a field searches. */
export const FIELD_GROUPS: Record<SearchField, readonly TermGroup[]> = {
  any: ['A', 'B', 'C', 'D'],
  title: ['A'],
  author: ['B'],
  subject: ['C'],
  series: ['serie'],
  callNumber: ['chamada'],
  isbn: ['isbn'],
  issn: ['issn'],
};

/** Runs `work` with query sets from the index memory, given back when it returns (none may escape). */
export function withSets<T>(memory: IndexMemory, work: () => T): T {
  const mark = memory.mark();
  try {
    return work();
  } finally {
    memory.release(mark);
  }
}

/** Builds the sets of the documents that match terms, clauses, filters and date limits. */
export class MatchSets {
  /** Where query sets live and the kernels that combine and count them (ADR 074). */
  readonly memory: IndexMemory;

  constructor(
    private readonly documents: IndexDocuments,
    private readonly order: MainOrder,
  ) {
    this.memory = documents.main.memory;
  }

  empty(): Bitset {
    return this.memory.empty(this.documents.words);
  }

  /** out |= titles holding key `k` of a table. */
  orKey(table: PostingTable, k: number, out: Bitset): void {
    const bitmap = bitmapOf(table, k);
    if (bitmap) this.memory.or(out, bitmap);
    else orKeyInto(table, k, out);
  }

  /** Documents (live or not) holding a query term in any of some groups, ORed into `out`. */
  orTermInto(groups: readonly TermGroup[], query: QueryTerm, out: Bitset): void {
    const { main, deltaPostings } = this.documents;
    const [from, to] = rangeOf(main.terms, query);
    for (const group of groups) {
      const table = main.postings[group];
      for (let k = from; k < to; k++) if (table.counts[k]! > 0) this.orKey(table, k, out);
      const delta = deltaPostings.terms[group];
      if (delta.size === 0) continue;
      if (query.prefix) {
        for (const [term, docs] of delta)
          if (term.startsWith(query.term)) for (const doc of docs) bits.add(out, doc);
      } else for (const doc of delta.get(query.term) ?? []) bits.add(out, doc);
    }
  }

  termSet(groups: readonly TermGroup[], query: QueryTerm, cache?: Map<string, Bitset>): Bitset {
    const key = `${groups.join(',')}\u0000${query.prefix ? '*' : ''}${query.term}`;
    const cached = cache?.get(key);
    if (cached) return cached;
    const out = this.empty();
    this.orTermInto(groups, query, out);
    cache?.set(key, out);
    return out;
  }

  /** Live documents holding every term in the field's groups (none for no terms, as in SQL). */
  clauseSet(clause: SearchClause, cache: Map<string, Bitset>): Bitset {
    if (clause.terms.length === 0) return this.empty();
    const out = this.memory.copy(this.documents.live);
    for (const term of clause.terms)
      this.memory.and(out, this.termSet(FIELD_GROUPS[clause.field], term, cache));
    return out;
  }

  /** Clauses combined left to right: ((c1 op2 c2) op3 c3) ...; NOT means AND NOT. */
  matchSet(clauses: readonly SearchClause[], cache: Map<string, Bitset>): Bitset {
    let result: Bitset | null = null;
    for (const clause of clauses) {
      const current = this.clauseSet(clause, cache);
      if (!result) {
        if (clause.operator === 'not') {
          result = this.memory.copy(this.documents.live);
          this.memory.andNot(result, current);
        } else result = current;
      } else if (clause.operator === 'or') this.memory.or(result, current);
      else if (clause.operator === 'not') this.memory.andNot(result, current);
      else this.memory.and(result, current);
    }
    return result ?? this.memory.copy(this.documents.live);
  }

  filterSet(type: FacetType, values: readonly string[]): Bitset {
    const { main, delta, deltaPostings } = this.documents;
    const out = this.empty();
    if (type === 'Y') {
      const wanted = new Set(values);
      this.order.yearValues.forEach((year, i) => {
        if (year !== NO_YEAR && wanted.has(String(year)))
          setRange(out, this.order.yearStarts[i]!, this.order.yearStarts[i + 1]!);
      });
      delta.forEach((doc, i) => {
        if (doc.year !== null && wanted.has(String(doc.year))) bits.add(out, main.count + i);
      });
      return out;
    }
    const keys = main.facetValues[type];
    const table = main.facets[type];
    for (const value of new Set(values)) {
      const k = findKey(keys, value);
      if (k >= 0) this.orKey(table, k, out);
      for (const doc of deltaPostings.facets[type].get(value) ?? []) bits.add(out, doc);
    }
    return out;
  }

  /** Titles published within the range (inclusive), by the main segment's contiguous year runs. */
  yearRangeSet({ from = -Infinity, to = Infinity }: YearRange): Bitset {
    const { main, delta } = this.documents;
    const out = this.empty();
    const within = (year: number) => year >= from && year <= to;
    this.order.yearValues.forEach((year, i) => {
      if (year !== NO_YEAR && within(year))
        setRange(out, this.order.yearStarts[i]!, this.order.yearStarts[i + 1]!);
    });
    delta.forEach((doc, i) => {
      if (doc.year !== null && within(doc.year)) bits.add(out, main.count + i);
    });
    return out;
  }

  acquiredSet(since: string): Bitset {
    const { documents } = this;
    const day = Math.floor(Date.parse(`${since}T00:00:00Z`) / 86_400_000);
    const out = this.empty();
    for (let doc = 0; doc < documents.docCount; doc++) {
      const acquired = documents.acquiredOf(doc);
      if (acquired !== null && acquired >= day) bits.add(out, doc);
    }
    return out;
  }

  /** Live titles holding every term in some groups. */
  countTerms(groups: readonly TermGroup[], terms: readonly QueryTerm[]): number {
    return withSets(this.memory, () => {
      const set = this.memory.copy(this.documents.live);
      for (const term of terms) this.memory.and(set, this.termSet(groups, term));
      return this.memory.count(set);
    });
  }
}

function setRange(set: Bitset, from: number, to: number): void {
  for (let doc = from; doc < to;) {
    if ((doc & 31) === 0 && doc + 32 <= to) {
      set[doc >>> 5] = 0xffffffff;
      doc += 32;
    } else {
      bits.add(set, doc);
      doc++;
    }
  }
}
