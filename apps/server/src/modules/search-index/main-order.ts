import type { SearchSort } from '../search/engine/search-engine.ts';
import * as bits from './bitset.ts';
import type { Bitset } from './bitset.ts';
import { sortByBucket, sortByKey } from './radix-sort.ts';
import { type MainSegment, NO_AUTHOR, NO_YEAR } from './segment.ts';

/** [order, from, to, backwards]: positions of a precomputed order; `null` = document numbers. */
type Stretch = [Uint32Array | null, number, number, boolean];

/**
 * The main segment's documents in each sort's order, the SQL engine's order (ADR 070): documents
 * are numbered in static rank (year descending, then id), and the segment holds a permutation per
 * other sort. A large result is walked along a permutation until the page is full; a small one is
 * sorted by the documents' ranks in it.
 */
export class MainOrder {
  /** Year ranges of the document numbers: yearValues[i] covers [yearStarts[i], yearStarts[i + 1]). */
  readonly yearValues: number[] = [];
  readonly yearStarts: number[] = [];
  private readonly titleRank: Uint32Array;
  private readonly authorRank: Uint32Array;
  private readonly typeRank: Uint32Array;
  /** First position of `authorOrder` holding a title without an author. */
  private readonly authorNullStart: number;
  /** Type ranges of `typeOrder`. */
  private readonly typeStarts: number[] = [];

  constructor(private readonly main: MainSegment) {
    const rankOf = (order: Uint32Array) => {
      const rank = new Uint32Array(main.count);
      for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
      return rank;
    };
    this.titleRank = rankOf(main.titleOrder);
    this.authorRank = rankOf(main.authorOrder);
    this.typeRank = rankOf(main.typeOrder);
    let nullStart = main.count;
    while (nullStart > 0 && main.authorKeys.isAscii(main.authorOrder[nullStart - 1]!, NO_AUTHOR)) nullStart--;
    this.authorNullStart = nullStart;
    for (let doc = 0; doc < main.count; doc++) {
      const year = main.years[doc]!;
      if (doc === 0 || year !== main.years[doc - 1]) {
        this.yearValues.push(year);
        this.yearStarts.push(doc);
      }
    }
    this.yearStarts.push(main.count);
    for (let i = 0; i < main.count; i++) {
      if (i === 0 || main.types[main.typeOrder[i]!] !== main.types[main.typeOrder[i - 1]!])
        this.typeStarts.push(i);
    }
    this.typeStarts.push(main.count);
  }

  /**
   * Main documents (ascending) in a sort's order, from the precomputed ranks: counting sorts
   * of numbers, no comparator calls and no keys compared as text.
   */
  sort(docs: Uint32Array, sort: SearchSort): Uint32Array {
    const main = this.main;
    const desc = sort.descending === true;
    const by = (rank: ArrayLike<number>) =>
      sortByKey(
        docs,
        Uint32Array.from(docs, (doc) => rank[doc]!),
      );
    switch (sort.key) {
      case 'title':
        return desc ? by(this.titleRank).reverse() : by(this.titleRank);
      case 'author': {
        const ordered = by(this.authorRank);
        if (!desc) return ordered;
        // Titles without an author stay last, either way.
        const named = ordered.filter((doc) => this.authorRank[doc]! < this.authorNullStart);
        const unnamed = ordered.filter((doc) => this.authorRank[doc]! >= this.authorNullStart);
        return Uint32Array.from([...named.reverse(), ...unnamed.reverse()]);
      }
      case 'year': {
        if (desc) return docs; // the static order itself
        // Years ascending: the years' runs of the static order backwards, those without a year last.
        const runs: Uint32Array[] = [];
        let start = 0;
        for (let i = 1; i <= docs.length; i++) {
          if (i < docs.length && main.years[docs[i]!] === main.years[docs[start]!]) continue;
          runs.push(docs.subarray(start, i));
          start = i;
        }
        const undated = runs.length > 0 && main.years[runs.at(-1)![0]!] === NO_YEAR ? runs.pop()! : null;
        return Uint32Array.from(
          [...runs.reverse(), ...(undated ? [undated] : [])].flatMap((run) => [...run]),
        );
      }
      case 'type': {
        const ordered = by(this.typeRank);
        if (!desc) return ordered;
        // Types descending, each type's titles still by title.
        const types = Uint32Array.from(ordered, (doc) => main.types[doc]!);
        const distinct = [...new Set(types)].sort((a, b) => b - a);
        const bucket = new Map(distinct.map((type, i) => [type, i]));
        return sortByBucket(
          ordered,
          Uint32Array.from(types, (type) => bucket.get(type)!),
          distinct.length,
        );
      }
      case 'id':
      default:
        return desc ? by(main.ids).reverse() : by(main.ids);
    }
  }

  /**
   * Stretches of a precomputed order that, walked in turn, give the sort's order over the main
   * segment: [order, from, to, backwards]. `null` order = document numbers themselves.
   */
  private stretches(sort: SearchSort): Stretch[] {
    const main = this.main;
    const desc = sort.descending === true;
    const n = main.count;
    switch (sort.key) {
      case 'title':
        return [[main.titleOrder, 0, n, desc]];
      case 'author':
        return desc
          ? [
              [main.authorOrder, 0, this.authorNullStart, true],
              [main.authorOrder, this.authorNullStart, n, true],
            ]
          : [[main.authorOrder, 0, n, false]];
      case 'year': {
        if (desc) return [[null, 0, n, false]];
        const stretches: Stretch[] = [];
        for (let i = this.yearValues.length - 1; i >= 0; i--) {
          if (this.yearValues[i] !== NO_YEAR)
            stretches.push([null, this.yearStarts[i]!, this.yearStarts[i + 1]!, false]);
        }
        const noYear = this.yearValues.indexOf(NO_YEAR);
        if (noYear >= 0)
          stretches.push([null, this.yearStarts[noYear]!, this.yearStarts[noYear + 1]!, false]);
        return stretches;
      }
      case 'type': {
        if (!desc) return [[main.typeOrder, 0, n, false]];
        const stretches: Stretch[] = [];
        for (let i = this.typeStarts.length - 2; i >= 0; i--)
          stretches.push([main.typeOrder, this.typeStarts[i]!, this.typeStarts[i + 1]!, false]);
        return stretches;
      }
      case 'id':
      default:
        return [[main.idOrder, 0, n, desc]];
    }
  }

  /** The first `wanted` members of `set` in a sort's order, walking its stretches in turn. */
  firstMembers(set: Bitset, sort: SearchSort, wanted: number): number[] {
    const docs: number[] = [];
    for (const [order, from, to, backwards] of this.stretches(sort)) {
      if (docs.length >= wanted) break;
      if (order === null) {
        for (let doc = from; doc < to && docs.length < wanted; doc++) {
          if (set[doc >>> 5] === 0) {
            doc |= 31;
            continue;
          }
          if (bits.has(set, doc)) docs.push(doc);
        }
      } else if (backwards) {
        for (let i = to - 1; i >= from && docs.length < wanted; i--)
          if (bits.has(set, order[i]!)) docs.push(order[i]!);
      } else {
        for (let i = from; i < to && docs.length < wanted; i++)
          if (bits.has(set, order[i]!)) docs.push(order[i]!);
      }
    }
    return docs;
  }
}
