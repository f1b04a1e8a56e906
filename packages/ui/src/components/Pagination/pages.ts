/** A page number, or a gap shown as an ellipsis. */
export type PageSlot = number | 'gap';

/**
 * The pages to show: always the first and last, the current one with `siblings` on each side,
 * and a gap where pages are skipped. A gap never hides a single page (it shows the page instead),
 * so the list length stays stable as the user moves.
 */
export function pageSlots(current: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  // first, last, current, its siblings and two gaps (or the single pages they would hide)
  const visible = 2 * siblings + 5;
  if (pageCount <= visible) return range(1, pageCount);

  const start = Math.max(Math.min(page - siblings, pageCount - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(page + siblings, 2 * siblings + 3), pageCount - 2);
  const slots: PageSlot[] = [1, start > 3 ? 'gap' : 2, ...range(start, end)];
  slots.push(end < pageCount - 2 ? 'gap' : pageCount - 1, pageCount);
  return slots;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
