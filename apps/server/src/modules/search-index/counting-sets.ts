import type { Bitset } from './bitset.ts';
import type { IndexMemory, PlacedSet } from './kernels/index-memory.ts';

/**
 * The sets one count works on, each placed in the index memory once (with its size) for the
 * kernels; a facet type's own sets are given back when it is done (`scope`).
 */
export class CountingSets {
  readonly matched: Bitset;
  private readonly memory: IndexMemory;
  private readonly mainCount: number;
  private readonly placements = new Map<Bitset, PlacedSet>();
  private readonly sizes = new Map<Bitset, number>();
  private readonly differences = new Map<Bitset, Bitset>();

  constructor(memory: IndexMemory, mainCount: number, matched: Bitset) {
    this.memory = memory;
    this.mainCount = mainCount;
    this.matched = matched;
  }

  placed(set: Bitset): PlacedSet {
    let placed = this.placements.get(set);
    if (!placed) this.placements.set(set, (placed = this.memory.place(set)));
    return placed;
  }

  /** Members in the main segment. */
  count(set: Bitset): number {
    let size = this.sizes.get(set);
    if (size === undefined) this.sizes.set(set, (size = this.countRange(set, 0, this.mainCount)));
    return size;
  }

  /** Members in [from, to) of the main segment. */
  countRange(set: Bitset, from: number, to: number): number {
    return this.memory.countRange(this.placed(set), from, to);
  }

  /** Members in each range [bounds[j], bounds[j + 1]) of the main segment. */
  countRanges(set: Bitset, bounds: readonly number[]): Int32Array {
    const at = this.memory.counters(0, bounds.length);
    at.set(bounds);
    const out = this.memory.counters(1, bounds.length - 1);
    this.memory.countRanges(this.placed(set), at, out);
    return out.slice();
  }

  /** The live titles that do not match. */
  complement(live: Bitset): Bitset {
    const rest = this.memory.copy(live);
    this.memory.andNot(rest, this.matched);
    this.placed(rest);
    return rest;
  }

  /** The matches that are not in `base` (worked out once per base). */
  outside(base: Bitset): Bitset {
    let rest = this.differences.get(base);
    if (!rest) {
      rest = this.memory.copy(this.matched);
      this.memory.andNot(rest, base);
      this.differences.set(base, rest);
    }
    return rest;
  }

  /** Runs `count`, then forgets the sets it placed and gives their room back. */
  scope(count: () => void): void {
    const mark = this.memory.mark();
    const before = new Set(this.placements.keys());
    const differences = new Set(this.differences.keys());
    try {
      count();
    } finally {
      for (const set of this.placements.keys()) if (!before.has(set)) this.placements.delete(set);
      for (const set of this.differences.keys()) if (!differences.has(set)) this.differences.delete(set);
      this.memory.release(mark);
    }
  }
}

/** a + b, value by value. */
export function plus(a: Int32Array, b: Int32Array): Int32Array {
  const sum = new Int32Array(a.length);
  for (let i = 0; i < a.length; i++) sum[i] = a[i]! + b[i]!;
  return sum;
}

/** a - b, value by value. */
export function minus(a: Int32Array, b: Int32Array): Int32Array {
  const difference = new Int32Array(a.length);
  for (let i = 0; i < a.length; i++) difference[i] = a[i]! - b[i]!;
  return difference;
}
