import type { SearchSort } from '../search/engine/search-engine.ts';
import * as bits from './bitset.ts';
import type { Bitset } from './bitset.ts';
import { compareCodePoints } from './document.ts';
import type { IndexDocuments } from './index-documents.ts';
import type { IndexMemory } from './kernels/index-memory.ts';
import type { MainOrder } from './main-order.ts';

/**
 * A result's first members in a sort's order: the main segment's from its precomputed orders
 * (sorted by rank when the result is small, walked when large), merged with the delta's, which
 * are few and compared on their stored keys.
 */
export class ResultOrder {
  constructor(
    private readonly documents: IndexDocuments,
    private readonly order: MainOrder,
    private readonly memory: IndexMemory,
    /** Results up to this size are sorted by rank; larger ones are walked in a precomputed order. */
    private readonly smallResult: number,
  ) {}

  /** The first `wanted` members of `set` in a sort's order. */
  ordered(set: Bitset, count: number, sort: SearchSort, wanted: number): number[] {
    const mainCount = this.documents.main.count;
    const deltaDocs: number[] = [];
    this.documents.forEachDelta(set, (doc) => deltaDocs.push(doc));
    let mainDocs: number[];
    const listed = count - deltaDocs.length <= this.smallResult ? this.membersOf(set, mainCount) : null;
    if (listed) mainDocs = Array.from(this.order.sort(listed, sort).subarray(0, wanted));
    else mainDocs = this.order.firstMembers(set, sort, wanted);
    if (deltaDocs.length === 0) return mainDocs;
    const compare = this.comparator(sort);
    return merge(mainDocs, deltaDocs.sort(compare), compare, wanted);
  }

  /** Members of `set` below document `below`, ascending (a small result's). */
  membersOf(set: Bitset, below: number): Uint32Array {
    const listed = this.memory.members(set, below);
    if (listed) return listed;
    const docs: number[] = [];
    bits.forEach(set, (doc) => (doc < below ? void docs.push(doc) : false));
    return Uint32Array.from(docs);
  }

  /** The SQL engine's order for a sort, on the stored keys (any document, main or delta). */
  private comparator(sort: SearchSort): (a: number, b: number) => number {
    const { documents } = this;
    const sign = sort.descending ? -1 : 1;
    const byTitleId = (a: number, b: number) =>
      compareCodePoints(documents.titleKeyOf(a), documents.titleKeyOf(b)) ||
      documents.idOf(a) - documents.idOf(b);
    switch (sort.key) {
      case 'title':
        return (a, b) => sign * byTitleId(a, b);
      case 'author':
        return (a, b) => {
          const x = documents.authorKeyOf(a);
          const y = documents.authorKeyOf(b);
          if (x === null || y === null) {
            if (x !== y) return x === null ? 1 : -1;
          } else if (x !== y) return sign * compareCodePoints(x, y);
          return sign * byTitleId(a, b);
        };
      case 'year':
        return (a, b) => {
          const x = documents.yearOf(a);
          const y = documents.yearOf(b);
          if (x !== y) {
            if (x === null) return 1;
            if (y === null) return -1;
            return sign * (x - y);
          }
          return byTitleId(a, b);
        };
      case 'type':
        return (a, b) => sign * (documents.typeOf(a) - documents.typeOf(b)) || byTitleId(a, b);
      case 'id':
      default:
        return (a, b) => sign * (documents.idOf(a) - documents.idOf(b));
    }
  }
}

function merge(
  a: number[],
  b: number[],
  compare: (x: number, y: number) => number,
  wanted: number,
): number[] {
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < wanted && (i < a.length || j < b.length)) {
    if (j >= b.length || (i < a.length && compare(a[i]!, b[j]!) <= 0)) merged.push(a[i++]!);
    else merged.push(b[j++]!);
  }
  return merged;
}
