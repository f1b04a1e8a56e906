// Facet counting (ADR 070, 074): a set's titles per facet value, and the values a facet lists.
import * as bits from './bitset.ts';
import { compareCodePoints, FACET_KEYS, type FacetKey, SMALL_FACETS } from './document.ts';
import type { FacetCount } from '../search/engine/search-engine.ts';
import type { IndexMemory, PlacedSet } from './kernels/index-memory.ts';
import { bitmapOf, keyHas, type PostingTable } from './postings.ts';
import { type ForwardList, SPARES } from './forward-list.ts';
import type { MainSegment } from './main-segment.ts';

/**
 * Counts one facet type's values over sets of main-segment titles (ADR 074): values with a
 * bitmap (in 1 title in 32 or more) by 64-bit popcounts, the others title by title from the
 * document → values list of a many-valued type, or value by value from the postings of a
 * few-valued one. Every count is exact.
 */
export class FacetCounter {
  readonly values: number;
  private readonly denseKeys: number[] = [];
  private readonly bitmaps: Uint32Array[] = [];
  /** Values counted from their postings (a type without a document → values list). */
  private readonly sparseKeys: number[] = [];

  constructor(
    private readonly memory: IndexMemory,
    private readonly table: PostingTable,
    private readonly forward: ForwardList | undefined,
  ) {
    this.values = table.counts.length;
    for (let k = 0; k < this.values; k++) {
      const bitmap = bitmapOf(table, k);
      if (bitmap) {
        this.denseKeys.push(k);
        this.bitmaps.push(bitmap);
      } else if (!forward && table.counts[k]! > 0) this.sparseKeys.push(k);
    }
  }

  /** Per value, the members of `a` holding it, and of `b` when given: exact counts. */
  count(a: PlacedSet, b: PlacedSet | null): [Int32Array, Int32Array | null] {
    const countsA = new Int32Array(this.values);
    const countsB = b ? new Int32Array(this.values) : null;
    this.countDense(a, b, countsA, countsB);
    if (this.forward) {
      this.walk(a, countsA);
      if (b) this.walk(b, countsB!);
    }
    const { memory, table } = this;
    for (const k of this.sparseKeys) {
      const [from, to] = [table.offsets[k]!, table.offsets[k + 1]!];
      countsA[k] = memory.countPostings(table.data, from, to, a);
      if (b) countsB![k] = memory.countPostings(table.data, from, to, b);
    }
    return [countsA, countsB];
  }

  /** Values with a bitmap, by popcount: a full pass per value and set, or a small set's words. */
  private countDense(a: PlacedSet, b: PlacedSet | null, countsA: Int32Array, countsB: Int32Array | null) {
    const { memory, denseKeys, bitmaps } = this;
    for (let i = 0; i < denseKeys.length; i++) {
      countsA[denseKeys[i]!] = memory.andCount(bitmaps[i]!, a);
      if (b) countsB![denseKeys[i]!] = memory.andCount(bitmaps[i]!, b);
    }
  }

  /** counts[v] += members of `set` holding v, over the document → values list. */
  private walk(set: PlacedSet, counts: Int32Array): void {
    // More counters than values: the spare ones empty slots point at.
    const counters = this.memory.counters(2, this.values + SPARES);
    counters.set(counts);
    this.memory.addForward(set, this.forward!, counters, 1);
    counts.set(counters.subarray(0, this.values));
  }

  /** The values main title `doc` holds. */
  valuesOf(doc: number): number[] {
    const held: number[] = [];
    for (let i = 0; i < this.denseKeys.length; i++)
      if (bits.has(this.bitmaps[i]!, doc)) held.push(this.denseKeys[i]!);
    if (this.forward) {
      const { k, slots, extraDocs, extraValues } = this.forward;
      for (let i = doc * k; i < doc * k + k; i++) if (slots[i]! < this.values) held.push(slots[i]!);
      for (let e = lowerBoundOf(extraDocs, doc); e < extraDocs.length && extraDocs[e] === doc; e++)
        held.push(extraValues[e]!);
    }
    for (const k of this.sparseKeys) if (keyHas(this.table, k, doc)) held.push(k);
    return held;
  }
}

/** First position of a sorted array holding `value` or more. */
function lowerBoundOf(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The order a facet lists its values in (the SQL engine's): see `listedValues`. */
export function compareFacetCounts(a: FacetCount, b: FacetCount): number {
  return b.total - a.total || b.totalSemFiltro - a.totalSemFiltro || compareCodePoints(a.codigo, b.codigo);
}

/**
 * Values with titles among the matches, in the order a facet lists them (titles with the other
 * filters, then titles without filters, descending; then code): all of them, or only the first
 * `limit`, kept in a short sorted list as the counts are scanned instead of sorting every value.
 */
export function listedValues(
  total: Int32Array,
  unfiltered: Int32Array,
  codes: readonly string[],
  limit: number,
): number[] {
  const before = (a: number, b: number) =>
    total[b]! - total[a]! || unfiltered[b]! - unfiltered[a]! || compareCodePoints(codes[a]!, codes[b]!);
  const chosen: number[] = [];
  for (let v = 0; v < unfiltered.length; v++) {
    if (unfiltered[v]! <= 0) continue;
    if (chosen.length === limit) {
      if (before(chosen[limit - 1]!, v) <= 0) continue;
      chosen.pop();
    } else if (limit === Number.POSITIVE_INFINITY) {
      chosen.push(v);
      continue;
    }
    let at = chosen.length;
    while (at > 0 && before(v, chosen[at - 1]!) < 0) at--;
    chosen.splice(at, 0, v);
  }
  return limit === Number.POSITIVE_INFINITY ? chosen.sort(before) : chosen;
}

/** Per facet type, its counter over the main segment (a many-valued type walks its document → values list). */
export function facetCountersOf(main: MainSegment): Record<FacetKey, FacetCounter> {
  const counters = {} as Record<FacetKey, FacetCounter>;
  for (const key of FACET_KEYS)
    counters[key] = new FacetCounter(
      main.memory,
      main.facets[key],
      SMALL_FACETS.has(key) ? undefined : main.forward[key],
    );
  return counters;
}
