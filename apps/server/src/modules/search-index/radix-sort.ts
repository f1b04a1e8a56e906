/**
 * Stable sorts of small results (a few thousand titles) by numbers computed per title: ranks in
 * a precomputed order, ids, relevance points. Counting passes over 11-bit digits cost tens of
 * microseconds where a typed array's own sort took hundreds and a comparator more.
 */
const BITS = 11;
const DIGITS = 1 << BITS;

/** `items` reordered by ascending `keys` (32-bit, one per item; ties keep their order). */
export function sortByKey(items: Uint32Array, keys: Uint32Array): Uint32Array {
  const n = items.length;
  let most = 0;
  for (let i = 0; i < n; i++) if (keys[i]! > most) most = keys[i]!;
  let order = items.slice();
  let orderKeys = keys.slice();
  let nextOrder = new Uint32Array(n);
  let nextKeys = new Uint32Array(n);
  const starts = new Uint32Array(DIGITS);
  // Only the digits the largest key has.
  for (let shift = 0; shift < 32 && most >>> shift !== 0; shift += BITS) {
    starts.fill(0);
    for (let i = 0; i < n; i++) starts[(orderKeys[i]! >>> shift) & (DIGITS - 1)]!++;
    let at = 0;
    for (let d = 0; d < DIGITS; d++) {
      const size = starts[d]!;
      starts[d] = at;
      at += size;
    }
    for (let i = 0; i < n; i++) {
      const place = starts[(orderKeys[i]! >>> shift) & (DIGITS - 1)]!++;
      nextOrder[place] = order[i]!;
      nextKeys[place] = orderKeys[i]!;
    }
    [order, nextOrder] = [nextOrder, order];
    [orderKeys, nextKeys] = [nextKeys, orderKeys];
  }
  return order;
}

/** `items` reordered by ascending `buckets` (small numbers below `count`, one per item; ties keep their order). */
export function sortByBucket(items: Uint32Array, buckets: Uint32Array, count: number): Uint32Array {
  const starts = new Uint32Array(count + 1);
  for (let i = 0; i < items.length; i++) starts[buckets[i]! + 1]!++;
  for (let b = 1; b <= count; b++) starts[b]! += starts[b - 1]!;
  const sorted = new Uint32Array(items.length);
  for (let i = 0; i < items.length; i++) sorted[starts[buckets[i]!]!++] = items[i]!;
  return sorted;
}
