import {
  DEFAULT_FACET_LIMIT,
  type FacetCount,
  type FacetCounts,
  type SearchRequest,
  type SearchResult,
} from '../search/engine/search-engine.ts';
import { LruMap } from '../search/lru-map.ts';
import * as bits from './bitset.ts';
import type { Bitset } from './bitset.ts';
import { CountingSets, minus, plus } from './counting-sets.ts';
import { compareCodePoints, FACET_KEYS, type FacetKey, type FacetType } from './document.ts';
import { compareFacetCounts, type FacetCounter, listedValues } from './facet-counting.ts';
import type { IndexDocuments } from './index-documents.ts';
import type { IndexMemory } from './kernels/index-memory.ts';
import type { MainOrder } from './main-order.ts';
import { withSets } from './matching.ts';
import type { Precounts } from './precounts.ts';
import { findKey } from './postings.ts';
import { RECENT_SEARCHES, RecentUnfiltered } from './recent-unfiltered.ts';
import { requestKey } from './request-key.ts';
import { NO_YEAR } from './segment.ts';

/** Facet types listed whole, as the SQL engine lists them (never cut to the facet limit). */
const UNCUT: ReadonlySet<FacetType> = new Set(['Y', 'X', 'T', 'I', 'K', 'Z', 'B']);

/**
 * The facets of an answer: per requested type, its values' titles among the matches with every
 * other filter, and without filters (ADR 070, 074). Counted over the main segment by the index
 * memory's kernels, with the changed titles added beside; helped by the catalogue's counts, the
 * precounts of frequent words and the counts of recent searches.
 */
export class FacetAnswers {
  private readonly memory: IndexMemory;
  /** Per facet type, the live main documents per value. */
  private readonly globalCounts = {} as Record<FacetKey, Int32Array>;
  /**
   * Facet counts of recent queries with at least `facetCacheFrom` matches, by query (clauses,
   * filters, facet types; not page or sort), most recent last. Emptied by every change.
   */
  private readonly facetCache = new LruMap<SearchResult['facets']>(RECENT_SEARCHES);
  private readonly recentUnfiltered = new RecentUnfiltered();

  constructor(
    private readonly documents: IndexDocuments,
    private readonly order: MainOrder,
    private readonly counters: Readonly<Record<FacetKey, FacetCounter>>,
    private readonly precounts: Precounts,
    /** Facet counts of searches with at least this many matches are kept. */
    private readonly facetCacheFrom: number,
  ) {
    this.memory = documents.main.memory;
    for (const key of FACET_KEYS) this.globalCounts[key] = Int32Array.from(documents.main.facets[key].counts);
  }

  /** Empties the counts kept of recent searches (every change does). */
  forgetRecent(): void {
    this.facetCache.clear();
    this.recentUnfiltered.clear();
  }

  /** Takes a main title that leaves the index out of the catalogue's counts. */
  forgetMainTitle(doc: number): void {
    for (const key of FACET_KEYS)
      for (const value of this.counters[key].valuesOf(doc)) this.globalCounts[key][value]!--;
  }

  /**
   * The facets of a request whose matches are `matched`, and with the filters `result`. Facet
   * counts are the costly part of a query with many matches, and the same for each of its pages
   * and sorts: kept per query for the large ones until the catalogue changes.
   */
  facetsOf(
    request: SearchRequest,
    matched: Bitset,
    result: Bitset,
    filterSets: ReadonlyMap<FacetType, Bitset>,
  ): SearchResult['facets'] {
    if (!request.facets?.length || this.memory.count(matched) < this.facetCacheFrom)
      return this.countFacets(request, matched, result, filterSets);
    const key = requestKey({ ...request, sort: undefined, page: { offset: 0, limit: 0 } });
    const kept = this.facetCache.get(key);
    if (kept) return kept;
    const facets = this.countFacets(request, matched, result, filterSets);
    this.facetCache.set(key, facets);
    return facets;
  }

  private countFacets(
    request: SearchRequest,
    matched: Bitset,
    result: Bitset,
    filterSets: ReadonlyMap<FacetType, Bitset>,
  ): SearchResult['facets'] {
    const facets: FacetCounts = {};
    if (!request.facets?.length) return facets; // nothing to count, nothing to keep
    const facetLimit = Math.max(1, Math.floor(request.facetLimit ?? DEFAULT_FACET_LIMIT));
    const { memory } = this;
    const { liveMain } = this.documents;
    return withSets(memory, () => {
      const counting = new CountingSets(memory, this.documents.main.count, matched);
      counting.placed(result);
      // The titles that do not match, when they are fewer, and the matches the filters leave out,
      // when they are fewer than the filtered matches (see countFacet): shared by every type.
      const matchedCount = counting.count(matched);
      const complement = matchedCount > liveMain / 2 ? counting.complement(this.documents.live) : undefined;
      if (result !== matched && counting.count(result) > matchedCount / 2)
        counting.placed(counting.outside(result));
      let precounted = this.precounts.usedBy(request, matched);
      // A prefix's precount helps when the matches its word leaves out are fewer than the titles
      // counted otherwise.
      if (
        precounted?.rest &&
        counting.count(precounted.rest) > Math.min(matchedCount, liveMain - matchedCount)
      )
        precounted = undefined;
      // A small search's counts are not kept: it counts quickly anyway.
      const recent =
        (precounted && !precounted.rest) || matchedCount < this.facetCacheFrom
          ? null
          : this.recentUnfiltered.of(request);
      for (const type of new Set(request.facets ?? [])) {
        counting.scope(() => {
          let base = result;
          if (filterSets.has(type)) {
            base = memory.copy(matched);
            for (const [other, set] of filterSets) if (other !== type) memory.and(base, set);
          }
          const limit = UNCUT.has(type) ? Number.POSITIVE_INFINITY : facetLimit;
          if (type === 'Y') facets[type] = this.countYears(base, counting);
          else {
            const known = (precounted?.rest ? undefined : precounted?.vectors.get(type)) ?? recent?.get(type);
            const partial = precounted?.rest
              ? { counts: precounted.vectors.get(type), rest: precounted.rest }
              : undefined;
            const keep =
              recent && !known
                ? (counts: Int32Array) => this.recentUnfiltered.keep(recent, type, counts)
                : undefined;
            facets[type] = this.countFacet(type, base, counting, { complement, limit, known, partial, keep });
          }
        });
      }
      return facets;
    });
  }
  /** Per year: titles in `base` (every other filter) and in the matches (no filter); years in the matches only. */
  private countYears(base: Bitset, sets: CountingSets): FacetCount[] {
    const { matched } = sets;
    const unfiltered = sets.countRanges(matched, this.order.yearStarts);
    const filtered = base === matched ? unfiltered : sets.countRanges(base, this.order.yearStarts);
    const byYear = new Map<number, [number, number]>();
    for (let i = 0; i < this.order.yearValues.length; i++) {
      const year = this.order.yearValues[i]!;
      if (year !== NO_YEAR && unfiltered[i]! > 0) byYear.set(year, [filtered[i]!, unfiltered[i]!]);
    }
    this.documents.forEachDelta(matched, (doc) => {
      const year = this.documents.deltaDoc(doc).year;
      if (year === null) return;
      const counts = byYear.get(year) ?? [0, 0];
      counts[1]++;
      if (bits.has(base, doc)) counts[0]++;
      byYear.set(year, counts);
    });
    return [...byYear]
      .map(([year, [total, totalSemFiltro]]) => ({ codigo: String(year), total, totalSemFiltro }))
      .sort(compareFacetCounts);
  }

  /**
   * A facet's listed values: per value the titles in `base` (every other filter) and among the
   * matches (no filter). The matches' counts come from `how`: known, partly known, or counted
   * (and then handed to `keep`).
   */
  private countFacet(
    type: FacetKey,
    base: Bitset,
    sets: CountingSets,
    how: {
      complement: Bitset | undefined;
      limit: number;
      /** The matches' counts over the main segment, when known (a frequent word's, a recent search's). */
      known: Int32Array | undefined;
      /** Counts of part of the matches (a word a prefix covers), and the matches left to count. */
      partial: { counts: Int32Array | undefined; rest: Bitset } | undefined;
      /** Takes the matches' counts, when they were counted. */
      keep: ((counts: Int32Array) => void) | undefined;
    },
  ): FacetCount[] {
    const { complement, limit, known, partial, keep } = how;
    const { matched } = sets;
    const keys = this.documents.main.facetValues[type];
    // What is counted (ADR 074): the matches, or the live titles that do not match when they are
    // fewer (the catalogue's counts minus theirs), or the matches a precounted word leaves out,
    // unless known; and the matches with the other filters, or the matches those leave out when
    // they are fewer. Both in one pass.
    const counted: Bitset[] = [];
    if (!known) counted.push(partial ? partial.rest : (complement ?? matched));
    let filtered: { set: Bitset; outside: boolean } | null = null;
    if (base !== matched) {
      const baseCount = sets.count(base);
      filtered =
        baseCount <= sets.count(matched) - baseCount
          ? { set: base, outside: false }
          : { set: sets.outside(base), outside: true };
      counted.push(filtered.set);
    }
    const counts =
      counted.length > 0 && keys.length > 0
        ? this.counters[type].count(sets.placed(counted[0]!), counted[1] ? sets.placed(counted[1]) : null)
        : [new Int32Array(keys.length), new Int32Array(keys.length)];
    let unfiltered: Int32Array;
    if (known) unfiltered = known.slice();
    else if (partial) unfiltered = plus(partial.counts ?? new Int32Array(keys.length), counts[0]!);
    else if (complement) unfiltered = minus(this.globalCounts[type], counts[0]!);
    else unfiltered = counts[0]!;
    let total = unfiltered;
    if (filtered) {
      const filteredCounts = counts[counted.length - 1]!;
      total = filtered.outside ? minus(unfiltered, filteredCounts) : filteredCounts;
    }
    keep?.(unfiltered.slice());
    // Changed titles, beside the main segment: added to their values, or values of their own.
    const deltaOnly: FacetCount[] = [];
    for (const [value, docs] of this.documents.deltaPostings.facets[type]) {
      let inMatched = 0;
      let inBase = 0;
      for (const doc of docs) {
        if (!bits.has(matched, doc)) continue;
        inMatched++;
        if (bits.has(base, doc)) inBase++;
      }
      if (inMatched === 0) continue;
      const k = findKey(keys, value);
      if (k < 0) {
        deltaOnly.push(this.facetEntry(type, value, -1, inBase, inMatched));
        continue;
      }
      unfiltered[k]! += inMatched;
      if (total !== unfiltered) total[k]! += inBase;
    }
    const entries = listedValues(total, unfiltered, keys, limit).map((k) =>
      this.facetEntry(type, keys[k]!, k, total[k]!, unfiltered[k]!),
    );
    if (deltaOnly.length === 0) return entries;
    return [...entries, ...deltaOnly].sort(compareFacetCounts).slice(0, limit);
  }

  /** One listed value, with its display label (the least spelling, main segment or delta). */
  private facetEntry(
    type: FacetKey,
    code: string,
    k: number,
    total: number,
    totalSemFiltro: number,
  ): FacetCount {
    const fromMain = k >= 0 ? this.documents.main.facetLabels[type][k] || undefined : undefined;
    const fromDelta = this.documents.deltaPostings.labelOf(type, code);
    const label =
      fromDelta === undefined || (fromMain !== undefined && compareCodePoints(fromMain, fromDelta) <= 0)
        ? fromMain
        : fromDelta;
    return label === undefined
      ? { codigo: code, total, totalSemFiltro }
      : { codigo: code, label, total, totalSemFiltro };
  }
}
