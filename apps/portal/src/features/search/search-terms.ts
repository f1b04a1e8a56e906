/** Spec §5: words shorter than this are ignored when matching. */
export const minTermLength = 3;

export type TermProblem = 'required' | 'tooShort';

/**
 * Why a typed search cannot run, or null when it can. No word at all is the spec's required
 * field; words that are all shorter than the minimum would match nothing, so the search is
 * refused with its own message rather than sent (ADR 080).
 */
export function termProblem(term: string): TermProblem | null {
  const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return 'required';
  return words.some((word) => [...word].length >= minTermLength) ? null : 'tooShort';
}
