/**
 * When a copy should reach each place in a hold queue (ADR 060). Each copy becomes free at its
 * loan's due date (renewals are refused while the title is held, so that date stands; an overdue
 * copy is expected tomorrow) or, when set aside for a released hold, after that patron's pickup
 * window and loan period. Queued patrons then take the earliest free copy in turn, each keeping it
 * for their own category's loan period.
 */
type CopyTimeline = {
  /** Day offset from today when the copy is free for the queue (0 = today). */
  freeIn: number;
};

export function estimateQueue(
  copies: readonly CopyTimeline[],
  queueLoanDays: readonly number[],
): (number | null)[] {
  if (copies.length === 0) return queueLoanDays.map(() => null);
  const free = copies.map((copy) => Math.max(copy.freeIn, 0)).sort((a, b) => a - b);
  return queueLoanDays.map((days) => {
    const next = free.shift()!;
    // Insert the copy's next free day, keeping the list sorted (queues are short).
    const again = next + days;
    const at = free.findIndex((value) => value > again);
    free.splice(at === -1 ? free.length : at, 0, again);
    return next;
  });
}
