import type { SearchFieldCode } from '@acervo/contract';
import type { AdvancedLine } from '../../lib/search/search-url.ts';

/**
 * What the visitor had typed when switching between the simple and the advanced form, carried in
 * the navigation state: the switch changes only `avancada` in the address, never the search on
 * screen, and the other form starts from the draft.
 */
export type SearchDraft = { lines: AdvancedLine[] };

export const draftState = (lines: AdvancedLine[]) => ({ searchDraft: { lines } });

export function readDraft(state: unknown): SearchDraft | null {
  if (typeof state !== 'object' || state === null) return null;
  const draft = (state as { searchDraft?: unknown }).searchDraft;
  if (typeof draft !== 'object' || draft === null) return null;
  const lines = (draft as { lines?: unknown }).lines;
  return Array.isArray(lines) ? { lines: lines as AdvancedLine[] } : null;
}

/** The simple form's term and field from a draft: its first line with text. */
export function simpleOf(draft: SearchDraft): { term: string; field: SearchFieldCode } | null {
  const line = draft.lines.find((item) => item.term.trim());
  return line ? { term: line.term, field: line.field } : null;
}

/** The address with the advanced form switched on or off; the search itself stays as it is. */
export function toggledAdvanced(search: string, advanced: boolean): string {
  const params = new URLSearchParams(search);
  if (advanced) params.set('avancada', '1');
  else params.delete('avancada');
  const query = params.toString();
  return query ? `/?${query}` : '/';
}
