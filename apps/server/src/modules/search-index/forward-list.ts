import { U32Builder } from './postings.ts';

/**
 * Document → facet values of a many-valued type (names, subjects...), for the values without a
 * bitmap (those in fewer than 1 title in 32), which are counted title by title (ADR 074): `k`
 * slots per title, the unused ones holding a spare value number (from the number of values on,
 * SPARES counters nobody reads), so counting a title has no branch on how many values it has; the
 * values of the few titles with more than `k` are (title, value) pairs past the slots.
 */
export type ForwardList = {
  k: number;
  /** 16 bits a slot while the value numbers (and the spare ones) fit, else 32. */
  slots: Uint16Array | Uint32Array;
  extraDocs: Uint32Array;
  extraValues: Uint32Array;
  /** The pairs of the titles of 32-bit word i: extraStarts[i] .. extraStarts[i + 1]. */
  extraStarts: Uint32Array;
};

/** Spare counters the empty slots of a document → values list point at (see ForwardList). */
export const SPARES = 8;

/** Slots per title of a document → values list at most (see ForwardList). */
const MOST_SLOTS = 8;

/**
 * A facet type's slotted document → values list in final value numbers (see ForwardList), with
 * only the values without a bitmap; none at all when every value has one.
 */
export function sparseForward(
  list: { offsets: number[]; values: U32Builder },
  rankOfId: Uint32Array,
  denseSlot: Int32Array,
): ForwardList | undefined {
  const count = list.offsets.length - 1;
  const spare = denseSlot.length;
  const valuesOf = (doc: number) => {
    const held: number[] = [];
    for (let p = list.offsets[doc]!; p < list.offsets[doc + 1]!; p++) {
      const value = rankOfId[list.values.get(p)]!;
      if (denseSlot[value]! < 0) held.push(value);
    }
    return held;
  };
  const titlesWith = new Array<number>(MOST_SLOTS + 2).fill(0);
  let any = false;
  for (let doc = 0; doc < count; doc++) {
    const n = valuesOf(doc).length;
    titlesWith[Math.min(n, MOST_SLOTS + 1)]!++;
    any ||= n > 0;
  }
  if (!any) return undefined;
  // Walking a set of n titles costs k n slot reads, plus a read per pair past the slots in the
  // set's words. For a set of a tenth of the titles (a large search, in most words) one more
  // slot costs count / 10 and saves a pair for each title with more than k values: added while
  // that saves more.
  let k = 0;
  for (;;) {
    let beyond = 0;
    for (let n = k + 1; n < titlesWith.length; n++) beyond += titlesWith[n]!;
    if (k === MOST_SLOTS || beyond <= count / 10) break;
    k++;
  }
  const slots = spare + SPARES <= 1 << 16 ? new Uint16Array(count * k) : new Uint32Array(count * k);
  // Empty slots take turns among the spare counters: the same one every time would make each
  // title's count wait for the one before it.
  for (let doc = 0; doc < count; doc++) slots.fill(spare + (doc % SPARES), doc * k, doc * k + k);
  const extraDocs = new U32Builder();
  const extraValues = new U32Builder();
  for (let doc = 0; doc < count; doc++) {
    valuesOf(doc).forEach((value, i) => {
      if (i < k) slots[doc * k + i] = value;
      else {
        extraDocs.push(doc);
        extraValues.push(value);
      }
    });
  }
  const docs = extraDocs.toArray();
  const extraStarts = new Uint32Array(((count + 31) >>> 5) + 1);
  for (const doc of docs) extraStarts[(doc >>> 5) + 1]!++;
  for (let i = 1; i < extraStarts.length; i++) extraStarts[i]! += extraStarts[i - 1]!;
  return { k, slots, extraDocs: docs, extraValues: extraValues.toArray(), extraStarts };
}
