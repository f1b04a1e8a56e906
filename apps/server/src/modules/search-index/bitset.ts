/**
 * Dense bitsets over document numbers (one bit per document, 32 per word): at a million documents
 * one set is 125 kB. A search's sets live in the index memory and are combined by its kernels
 * (ADR 074); these plain loops are the fallback for sets on the heap, and the reference the
 * kernels are tested against.
 */
export type Bitset = Uint32Array;

export function wordsFor(size: number): number {
  return (size + 31) >>> 5;
}

export function has(set: Bitset, doc: number): boolean {
  return (set[doc >>> 5]! & (1 << (doc & 31))) !== 0;
}

export function add(set: Bitset, doc: number): void {
  set[doc >>> 5]! |= 1 << (doc & 31);
}

export function remove(set: Bitset, doc: number): void {
  set[doc >>> 5]! &= ~(1 << (doc & 31));
}

/** target &= other */
export function andInto(target: Bitset, other: Bitset): void {
  const n = target.length;
  for (let i = 0; i < n; i++) target[i]! &= other[i]!;
}

/** target |= other */
export function orInto(target: Bitset, other: Bitset): void {
  const n = target.length;
  for (let i = 0; i < n; i++) target[i]! |= other[i]!;
}

/** target &= ~other */
export function andNotInto(target: Bitset, other: Bitset): void {
  const n = target.length;
  for (let i = 0; i < n; i++) target[i]! &= ~other[i]!;
}

/**
 * Bits set in a word. Counting loops add it for every word, empty or not: testing each word first
 * mispredicts on sets where empty and non-empty words alternate, and cost twice the count itself.
 */
export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

export function count(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) {
    const word = set[i]!;
    total += popcount32(word);
  }
  return total;
}

/** |a ∩ b| without materialising the intersection. */
export function countAnd(a: Bitset, b: Bitset): number {
  let total = 0;
  const n = a.length;
  for (let i = 0; i < n; i++) {
    const word = a[i]! & b[i]!;
    total += popcount32(word);
  }
  return total;
}

/** Calls `visit` for each member in ascending order; stops early when it returns false. */
export function forEach(set: Bitset, visit: (doc: number) => boolean | void): void {
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const low = word & -word;
      const doc = (i << 5) + (31 - Math.clz32(low));
      if (visit(doc) === false) return;
      word ^= low;
    }
  }
}

export function toArray(set: Bitset, limit = Infinity): number[] {
  const docs: number[] = [];
  forEach(set, (doc) => {
    docs.push(doc);
    return docs.length < limit;
  });
  return docs;
}
