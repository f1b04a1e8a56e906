// The inner loops of facet counting (ADR 070): counting a set's titles per facet value, from value
// bitmaps or from document → values lists, and picking the values a facet lists.
import { type Bitset, popcount32 } from './bitset.ts';
import { compareCodePoints } from './document.ts';
import type { FacetCount } from '../search/engine/search-engine.ts';
import type { PostingTable } from './postings.ts';
import type { ForwardList } from './segment.ts';

/**
 * The numbers of a set's non-empty words, when at most half are (null otherwise). A small result
 * then costs each value bitmap a few hundred word reads instead of one per 32 titles of the
 * catalogue.
 */
export function nonEmptyWords(set: Bitset): Int32Array | null {
  let count = 0;
  for (let i = 0; i < set.length; i++) if (set[i] !== 0) count++;
  if (count > set.length / 2) return null;
  const words = new Int32Array(count);
  let at = 0;
  for (let i = 0; i < set.length; i++) if (set[i] !== 0) words[at++] = i;
  return words;
}

/** |postings of key `k` ∩ set|; `words` = the set's non-empty words, when known. */
export function countKeyIn(table: PostingTable, k: number, set: Bitset, words: Int32Array | null): number {
  const slot = table.denseSlot[k]!;
  let total = 0;
  if (slot >= 0) {
    const { dense } = table;
    const base = slot * table.words;
    if (words) {
      for (let j = 0; j < words.length; j++) {
        const i = words[j]!;
        if (i >= table.words) break; // past the main segment (changed titles are counted apart)
        const word = dense[base + i]! & set[i]!;
        total += popcount32(word);
      }
    } else {
      for (let i = 0; i < table.words; i++) {
        const word = dense[base + i]! & set[i]!;
        total += popcount32(word);
      }
    }
    return total;
  }
  const { data } = table;
  for (let p = table.offsets[k]!, end = table.offsets[k + 1]!; p < end; p++) {
    const doc = data[p]!;
    if ((set[doc >>> 5]! & (1 << (doc & 31))) !== 0) total++;
  }
  return total;
}

/** into[value] += sign for every value of every member of `set` below `mainCount`. */
export function addForward(
  forward: ForwardList,
  set: Bitset,
  mainCount: number,
  into: Int32Array,
  sign: 1 | -1,
): void {
  if (mainCount === 0) return;
  const { offsets, values } = forward;
  const lastWord = (mainCount - 1) >>> 5;
  const tail = (mainCount & 31) === 0 ? ~0 : (1 << (mainCount & 31)) - 1;
  for (let i = 0; i <= lastWord; i++) {
    let word = set[i]!;
    if (i === lastWord) word &= tail;
    while (word !== 0) {
      const low = word & -word;
      const doc = (i << 5) + (31 - Math.clz32(low));
      word ^= low;
      for (let p = offsets[doc]!, end = offsets[doc + 1]!; p < end; p++) {
        const v = values[p]!;
        into[v] = into[v]! + sign;
      }
    }
  }
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
