/**
 * Navigation state of a new search (or a new page of one): the results heading takes focus once
 * the answer arrives. Filters and sort leave focus where it is and only announce the new count.
 */
export const focusResultsState = { focusResults: true } as const;

export const wantsResultsFocus = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { focusResults?: unknown }).focusResults === true;
