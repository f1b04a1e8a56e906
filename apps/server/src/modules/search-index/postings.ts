import type { Bitset } from './bitset.ts';

/**
 * Postings of one term group (or one facet type) over the main segment: a sorted key list, and
 * per key either a flat sorted array of document numbers (rare keys, in one shared buffer) or a
 * dense bitmap (keys in at least 1/32 of the documents, where a bitmap is smaller than the array
 * and ANDs/ORs word by word).
 */
export type PostingTable = {
  /** Start of each key's flat postings in `data`; keys with a bitmap have an empty range. */
  offsets: Uint32Array;
  data: Uint32Array;
  /** Per key its bitmap slot in `dense` (of `words` words each), or -1. */
  denseSlot: Int32Array;
  dense: Uint32Array;
  words: number;
  /** Documents per key. */
  counts: Uint32Array;
};

/** Index of the first key >= `key` (binary search over the sorted keys). */
function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The key range [from, to) of keys starting with `prefix`. */
export function prefixRange(keys: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(keys, prefix);
  // Every key starting with the prefix sorts below prefix + the highest code unit.
  const to = lowerBound(keys, prefix + '\uffff');
  return [from, to];
}

export function findKey(keys: readonly string[], key: string): number {
  const at = lowerBound(keys, key);
  return at < keys.length && keys[at] === key ? at : -1;
}

/** The bitmap of key `k` (a view of `dense`), or null for a key with flat postings. */
export function bitmapOf(table: PostingTable, k: number): Uint32Array | null {
  const slot = table.denseSlot[k]!;
  if (slot < 0) return null;
  return new Uint32Array(table.dense.buffer, table.dense.byteOffset + slot * table.words * 4, table.words);
}

/** target |= postings of key `k`. */
export function orKeyInto(table: PostingTable, k: number, target: Bitset): void {
  const slot = table.denseSlot[k]!;
  if (slot >= 0) {
    const base = slot * table.words;
    for (let i = 0; i < table.words; i++) target[i]! |= table.dense[base + i]!;
    return;
  }
  const { data } = table;
  for (let p = table.offsets[k]!, end = table.offsets[k + 1]!; p < end; p++) {
    const doc = data[p]!;
    target[doc >>> 5]! |= 1 << (doc & 31);
  }
}

/** Whether document `doc` is in the postings of key `k`. */
export function keyHas(table: PostingTable, k: number, doc: number): boolean {
  if (table.counts[k] === 0) return false;
  const slot = table.denseSlot[k]!;
  if (slot >= 0) return (table.dense[slot * table.words + (doc >>> 5)]! & (1 << (doc & 31))) !== 0;
  let lo = table.offsets[k]!;
  let hi = table.offsets[k + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (table.data[mid]! < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo < table.offsets[k + 1]! && table.data[lo] === doc;
}

/** A growable array of unsigned 32-bit numbers (typed, so a million postings cost 4 MB, not 8+). */
export class U32Builder {
  private buffer: Uint32Array;
  length = 0;
  constructor(initial = 1024) {
    this.buffer = new Uint32Array(initial);
  }
  push(value: number): void {
    if (this.length === this.buffer.length) {
      const grown = new Uint32Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.length++] = value;
  }
  get(i: number): number {
    return this.buffer[i]!;
  }
  set(i: number, value: number): void {
    this.buffer[i] = value;
  }
  /** Makes room for index `i` (zero-filled) and bumps the length past it. */
  ensure(i: number): void {
    while (i >= this.buffer.length) {
      const grown = new Uint32Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    if (i >= this.length) this.length = i + 1;
  }
  toArray(): Uint32Array {
    return this.buffer.slice(0, this.length);
  }
}

/**
 * Collects postings document by document (documents must come in ascending number order, so
 * every list ends up sorted without a sort) under provisional key ids, then lays them out by the
 * final key order.
 */
export class PostingAccumulator {
  private readonly stream = new U32Builder(1 << 16);
  private readonly docOfEntry = new U32Builder(1 << 16);
  private readonly counts = new U32Builder(1024);

  add(doc: number, keyIds: Iterable<number>): void {
    for (const id of keyIds) {
      this.stream.push(id);
      this.docOfEntry.push(doc);
      this.counts.ensure(id);
      this.counts.set(id, this.counts.get(id) + 1);
    }
  }

  /**
   * `rankOfId[provisional id]` = position of the key in the final sorted key list of `keyCount`
   * keys; keys whose documents reach 1/32 of `documentCount` get a bitmap (where it is smaller
   * than the array), or 1/`denseFrom` when given.
   */
  finish(rankOfId: Uint32Array, keyCount: number, documentCount: number, denseFrom = 32): PostingTable {
    const words = (documentCount + 31) >>> 5;
    const least = Math.max(1, Math.ceil(documentCount / denseFrom));
    const counts = new Uint32Array(keyCount);
    for (let id = 0; id < this.counts.length; id++) counts[rankOfId[id]!] = this.counts.get(id);
    const denseSlot = new Int32Array(keyCount).fill(-1);
    const offsets = new Uint32Array(keyCount + 1);
    let flat = 0;
    let denseCount = 0;
    for (let k = 0; k < keyCount; k++) {
      offsets[k] = flat;
      if (words > 0 && counts[k]! >= least) denseSlot[k] = denseCount++;
      else flat += counts[k]!;
    }
    offsets[keyCount] = flat;
    const data = new Uint32Array(flat);
    const dense = new Uint32Array(denseCount * words);
    const fill = offsets.slice(0, keyCount);
    for (let i = 0; i < this.stream.length; i++) {
      const k = rankOfId[this.stream.get(i)]!;
      const doc = this.docOfEntry.get(i);
      const slot = denseSlot[k]!;
      if (slot >= 0) dense[slot * words + (doc >>> 5)]! |= 1 << (doc & 31);
      else data[fill[k]!++] = doc;
    }
    return { offsets, data, denseSlot, dense, words, counts };
  }
}

/** Sorts provisional keys by code unit and returns them with each provisional id's rank. */
export function sortKeys(provisional: readonly string[]): { keys: string[]; rankOfId: Uint32Array } {
  const order = Array.from(provisional.keys()).sort((a, b) => {
    const x = provisional[a]!;
    const y = provisional[b]!;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const rankOfId = new Uint32Array(provisional.length);
  order.forEach((id, rank) => {
    rankOfId[id] = rank;
  });
  return { keys: order.map((id) => provisional[id]!), rankOfId };
}
