import * as bits from '../bitset.ts';
import { type Bitset, popcount32 } from '../bitset.ts';
import type { ForwardList } from '../forward-list.ts';
import { KERNELS_WASM } from './kernels-wasm.ts';

/** Compiled once per process; every index memory instantiates it over its own memory. */
const compiled = new WebAssembly.Module(Buffer.from(KERNELS_WASM, 'base64'));

type KernelExports = {
  andCount(a: number, b: number, words: number): number;
  andCountListed(a: number, b: number, list: number, n: number): number;
  listNonEmpty(set: number, words: number, list: number, most: number): number;
  listMembers(set: number, words: number, docs: number, out: number, most: number): number;
  countPostings(docs: number, n: number, set: number): number;
  addForward(
    set: number,
    docs: number,
    slots: number,
    k: number,
    bytes: number,
    list: number,
    n: number,
    pairDocs: number,
    pairValues: number,
    pairStarts: number,
    counters: number,
    sign: number,
  ): void;
  addPairs(set: number, docs: number, values: number, n: number, counters: number, sign: number): void;
  andInto(target: number, other: number, words: number): void;
  orInto(target: number, other: number, words: number): void;
  andNotInto(target: number, other: number, words: number): void;
  carryAdd(slice: number, carry: number, next: number, words: number): number;
  countRanges(set: number, bounds: number, n: number, out: number): void;
};

const PAGE = 65536;
/** Every array starts 16-byte aligned, so the kernels' 128-bit loads never straddle a boundary. */
const ALIGNMENT = 16;
/** Query sets in the memory at once; a query needing more gets the rest from the heap. */
const SET_SLOTS = 64;
/** Slots only `place` takes, so counting always finds room for the sets it copies in. */
const PLACE_SLOTS = 6;
/** Counter arrays a count uses at once (the years' bounds and counts, one walk). */
const COUNTER_ARRAYS = 3;
/** Members `members` lists at most (a small result's titles, to be sorted). */
const MEMBERS_LISTED = 8192;

export function aligned(bytes: number): number {
  return Math.ceil(bytes / ALIGNMENT) * ALIGNMENT;
}

/**
 * A set of titles where the counting kernels read it (the main segment's titles only) and, for
 * a small set, the numbers of its non-empty words.
 */
export type PlacedSet = { readonly bits: Uint32Array; readonly listed: Int32Array | null };

/**
 * One WebAssembly memory holding a main segment's arrays (ADR 074), the sets of the query being
 * answered, and counters, with the kernels that work on them: 128-bit set operations, 64-bit
 * popcounts, and the facet counting loops. It is never grown, so the views into it stay valid
 * (growing a memory detaches its buffer).
 *
 * Query sets come from a stack of slots: answering is synchronous, so whoever answers next
 * takes the slots (`mark`) and gives them back (`release`) before anyone else runs. A query that
 * needs more sets than there are slots, or sets wider than a slot (many changed titles), gets
 * heap arrays instead, on which every operation falls back to plain JavaScript: slower, same
 * answers.
 */
export class IndexMemory {
  readonly buffer: ArrayBuffer;
  /** 32-bit words of the main segment's titles. */
  readonly words: number;
  /** 32-bit words a query set may have and still live in a slot. */
  readonly setWords: number;
  private readonly documents: number;
  private readonly kernels: KernelExports;
  private readonly setBytes: number;
  private readonly listBytes: number;
  private readonly setsAt: number;
  private readonly listsAt: number;
  private readonly countersAt: number;
  private readonly membersAt: number;
  private readonly counterCapacity: number;
  private nextSlot = 0;

  /**
   * Room for `dataBytes` of segment arrays (from offset 0) over `documents` titles, query sets of
   * up to `setDocuments` titles (the segment's and changed ones beside it), and counters for
   * `values` facet values.
   */
  constructor(
    dataBytes: number,
    documents: number,
    values: number,
    // Changed titles pile up to 1/20 of the segment before a rebuild (deltaBudget).
    setDocuments = documents + (documents >>> 3) + 8192,
  ) {
    this.documents = documents;
    this.words = (documents + 31) >>> 5;
    this.setWords = (Math.max(documents, setDocuments) + 31) >>> 5;
    this.setBytes = aligned(this.setWords * 4);
    this.listBytes = aligned((this.words >>> 3) * 4);
    this.setsAt = aligned(dataBytes);
    this.listsAt = this.setsAt + SET_SLOTS * this.setBytes;
    this.countersAt = this.listsAt + SET_SLOTS * this.listBytes;
    this.counterCapacity = values;
    this.membersAt = this.countersAt + COUNTER_ARRAYS * aligned(values * 4);
    const pages = Math.max(1, Math.ceil((this.membersAt + MEMBERS_LISTED * 4) / PAGE));
    const memory = new WebAssembly.Memory({ initial: pages, maximum: pages });
    const instance = new WebAssembly.Instance(compiled, { index: { memory } });
    this.kernels = instance.exports as unknown as KernelExports;
    this.buffer = memory.buffer;
  }

  /** Where the segment's arrays go: the bytes from `offset`. */
  bytes(offset: number, length: number): Uint8Array {
    return new Uint8Array(this.buffer, offset, length);
  }

  // ---- query sets ----------------------------------------------------------------------------

  mark(): number {
    return this.nextSlot;
  }

  release(mark: number): void {
    this.nextSlot = mark;
  }

  private slotOf(set: Uint32Array): number {
    if (set.buffer !== this.buffer) return -1;
    const slot = (set.byteOffset - this.setsAt) / this.setBytes;
    return Number.isInteger(slot) && slot >= 0 && slot < SET_SLOTS ? slot : -1;
  }

  /** An empty set of `words` words. */
  empty(words: number): Bitset {
    if (words > this.setWords || this.nextSlot >= SET_SLOTS - PLACE_SLOTS) return new Uint32Array(words);
    const set = new Uint32Array(this.buffer, this.setsAt + this.nextSlot++ * this.setBytes, words);
    return set.fill(0);
  }

  copy(set: Bitset): Bitset {
    const copy = this.empty(set.length);
    copy.set(set);
    return copy;
  }

  /** Whether the kernels can combine `target` with `other` (both here, `other` at most as wide). */
  private both(target: Bitset, other: Bitset): boolean {
    return target.buffer === this.buffer && other.buffer === this.buffer && other.length <= target.length;
  }

  /** target &= other (a shorter `other` holds none of the titles past its end). */
  and(target: Bitset, other: Bitset): void {
    if (!this.both(target, other)) return bits.andInto(target, other);
    this.kernels.andInto(target.byteOffset, other.byteOffset, other.length);
    target.fill(0, other.length);
  }

  or(target: Bitset, other: Bitset): void {
    if (!this.both(target, other)) return bits.orInto(target, other);
    this.kernels.orInto(target.byteOffset, other.byteOffset, other.length);
  }

  andNot(target: Bitset, other: Bitset): void {
    if (!this.both(target, other)) return bits.andNotInto(target, other);
    this.kernels.andNotInto(target.byteOffset, other.byteOffset, other.length);
  }

  count(set: Bitset): number {
    if (set.buffer !== this.buffer) return bits.count(set);
    return this.kernels.andCount(set.byteOffset, set.byteOffset, set.length);
  }

  /** |a ∩ b| */
  countAnd(a: Bitset, b: Bitset): number {
    if (a.buffer !== this.buffer || b.buffer !== this.buffer) return bits.countAnd(a, b);
    return this.kernels.andCount(a.byteOffset, b.byteOffset, Math.min(a.length, b.length));
  }

  /**
   * One digit of a bit-sliced sum: next = slice & carry, slice ^= carry; whether anything carries
   * on. All three sets have the same width.
   */
  carryAdd(slice: Bitset, carry: Bitset, next: Bitset): boolean {
    if (slice.buffer !== this.buffer || carry.buffer !== this.buffer || next.buffer !== this.buffer) {
      let any = 0;
      for (let i = 0; i < slice.length; i++) {
        const c = carry[i]!;
        next[i] = slice[i]! & c;
        slice[i] = slice[i]! ^ c;
        any |= next[i]!;
      }
      return any !== 0;
    }
    return this.kernels.carryAdd(slice.byteOffset, carry.byteOffset, next.byteOffset, slice.length) !== 0;
  }

  /**
   * The members of `set` below document `below`, ascending; null when there are more than
   * MEMBERS_LISTED (or the set is not here: the caller walks it itself).
   */
  members(set: Bitset, below: number): Uint32Array | null {
    if (set.buffer !== this.buffer) return null;
    const words = Math.min(set.length, (below + 31) >>> 5);
    const n = this.kernels.listMembers(set.byteOffset, words, below, this.membersAt, MEMBERS_LISTED);
    return n < 0 ? null : new Uint32Array(this.buffer, this.membersAt, n).slice();
  }

  isEmpty(set: Bitset): boolean {
    if (set.buffer !== this.buffer) return bits.count(set) === 0;
    return this.kernels.listNonEmpty(set.byteOffset, set.length, 0, 0) === 0;
  }

  /**
   * `set` as the counting kernels read it: the set itself when it lives here, else a copy in a
   * slot kept for this; with its non-empty words listed when they are few (at most 1 in 8),
   * where reading only those beats a full 128-bit pass.
   */
  place(set: Bitset): PlacedSet {
    let slot = this.slotOf(set);
    let placed = set;
    if (slot < 0) {
      if (this.nextSlot === SET_SLOTS) throw new Error('index memory: no free set slot');
      slot = this.nextSlot++;
      placed = new Uint32Array(this.buffer, this.setsAt + slot * this.setBytes, this.setWords).fill(0);
      placed.set(set.subarray(0, this.setWords));
    }
    const list = this.listsAt + slot * this.listBytes;
    const n = this.kernels.listNonEmpty(placed.byteOffset, this.words, list, this.words >>> 3);
    return { bits: placed, listed: n < 0 ? null : new Int32Array(this.buffer, list, n) };
  }

  // ---- counting ------------------------------------------------------------------------------

  /** Counter array `which` (0-2) for `values` values, zeroed. */
  counters(which: number, values: number): Int32Array {
    if (values > this.counterCapacity || which >= COUNTER_ARRAYS)
      throw new Error('index memory: no such counters');
    const at = this.countersAt + which * aligned(this.counterCapacity * 4);
    return new Int32Array(this.buffer, at, values).fill(0);
  }

  private at(view: ArrayBufferView): number {
    if (view.buffer !== this.buffer) throw new Error('index memory: array outside this memory');
    return view.byteOffset;
  }

  /** |bitmap ∩ set| over the main segment; `bitmap` = a value's bitmap in this memory. */
  andCount(bitmap: Uint32Array, set: PlacedSet): number {
    const a = this.at(bitmap);
    const b = this.at(set.bits);
    return set.listed
      ? this.kernels.andCountListed(a, b, this.at(set.listed), set.listed.length)
      : this.kernels.andCount(a, b, this.words);
  }

  /** Members of `set` in [from, to). */
  countRange(set: PlacedSet, from: number, to: number): number {
    if (from >= to) return 0;
    const { bits: words } = set;
    const first = from >>> 5;
    const last = (to - 1) >>> 5;
    const head = ~0 << (from & 31);
    const tail = (to & 31) === 0 ? ~0 : (1 << (to & 31)) - 1;
    if (first === last) return popcount32(words[first]! & head & tail);
    const middle = words.byteOffset + (first + 1) * 4;
    return (
      popcount32(words[first]! & head) +
      this.kernels.andCount(middle, middle, last - first - 1) +
      popcount32(words[last]! & tail)
    );
  }

  /**
   * Members of `set` in each range [bounds[j], bounds[j + 1]) of the main segment, in one call
   * (`bounds` and `out` in this memory: counter arrays, say).
   */
  countRanges(set: PlacedSet, bounds: Int32Array, out: Int32Array): void {
    this.kernels.countRanges(this.at(set.bits), this.at(bounds), bounds.length - 1, this.at(out));
  }

  /** Members of `set` among the sorted document numbers docs[from..to). */
  countPostings(docs: Uint32Array, from: number, to: number, set: PlacedSet): number {
    return this.kernels.countPostings(this.at(docs) + from * 4, to - from, this.at(set.bits));
  }

  /**
   * counters[v] += sign for every value v of every main-segment member of `set`, from a slotted
   * document → values list (see ForwardList).
   */
  addForward(set: PlacedSet, forward: ForwardList, counters: Int32Array, sign: 1 | -1): void {
    const { slots, extraDocs, extraValues, extraStarts } = forward;
    const { listed } = set;
    const bits = this.at(set.bits);
    const into = this.at(counters);
    // A large set's pairs all at once, without a branch; a small set's with its listed words.
    if (!listed && extraDocs.length > 0)
      this.kernels.addPairs(bits, this.at(extraDocs), this.at(extraValues), extraDocs.length, into, sign);
    if (forward.k === 0 && !listed) return;
    this.kernels.addForward(
      bits,
      this.documents,
      this.at(slots),
      forward.k,
      slots.BYTES_PER_ELEMENT,
      listed ? this.at(listed) : 0,
      listed ? listed.length : 0,
      this.at(extraDocs),
      this.at(extraValues),
      this.at(extraStarts),
      into,
      sign,
    );
  }
}
