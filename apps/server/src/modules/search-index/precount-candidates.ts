import { type QueryTerm, tokenizeQuery } from '../../text/tokenizer.ts';
import type { TermGroup } from './document.ts';
import { findKey, type PostingTable, prefixRange } from './postings.ts';

/** Fields whose one-word searches get precounted facets: the search field's, and names, subjects, titles. */
export const PRECOUNT_FIELDS = ['any', 'author', 'subject', 'title'] as const;
export type PrecountField = (typeof PRECOUNT_FIELDS)[number];

/** Starts of words up to this many letters are precounted (longer ones are nearly always one word). */
const PRECOUNT_PREFIX = 8;

type PrecountCandidate = {
  field: PrecountField;
  query: QueryTerm;
  /** The dictionary range the search selects. */
  range: [number, number];
  /** At most this many titles: the range's words' titles, summed. */
  titles: number;
};

/** Precounts are keyed by field and the dictionary range a search selects (a word and its prefix may share one). */
export function precountKey(field: PrecountField, [from, to]: [number, number]): string {
  return `${field}:${from}:${to}`;
}

/** The dictionary range a query term selects: every word it starts, or itself alone. */
export function rangeOf(terms: readonly string[], query: QueryTerm): [number, number] {
  if (query.prefix) return prefixRange(terms, query.term);
  const k = findKey(terms, query.term);
  return k < 0 ? [0, 0] : [k, k + 1];
}

/**
 * One-word searches worth precounting (ADR 074), largest first: every dictionary range that a
 * word, or its first 3 to PRECOUNT_PREFIX letters as the search field sends them, selects in a
 * precounted field, bounded by at least `least` titles.
 */
export function precountCandidates(
  terms: readonly string[],
  postings: Record<TermGroup, PostingTable>,
  groupsOf: Record<PrecountField, readonly TermGroup[]>,
  least: number,
): PrecountCandidate[] {
  const found = new Map<string, PrecountCandidate>();
  for (const field of PRECOUNT_FIELDS) {
    // Titles of the field's words summed over the dictionary, so a range's bound is a difference.
    const upTo = new Float64Array(terms.length + 1);
    for (let k = 0; k < terms.length; k++) {
      let titles = 0;
      for (const group of groupsOf[field]) titles += postings[group].counts[k]!;
      upTo[k + 1] = upTo[k]! + titles;
    }
    const consider = (text: string, from: number, to: number) => {
      const titles = upTo[to]! - upTo[from]!;
      const key = precountKey(field, [from, to]);
      if (titles < least || found.has(key)) return;
      const queries = tokenizeQuery(text);
      if (queries.length !== 1 || queries[0]!.term !== text) return;
      const range = rangeOf(terms, queries[0]!);
      if (range[0] === from && range[1] === to) found.set(key, { field, query: queries[0]!, range, titles });
    };
    // Words starting alike are neighbours in the dictionary: a run per start of each length.
    for (let length = 3; length <= PRECOUNT_PREFIX; length++) {
      let from = -1;
      let start = '';
      for (let k = 0; k <= terms.length; k++) {
        const head = k < terms.length && terms[k]!.length >= length ? terms[k]!.slice(0, length) : null;
        if (from >= 0 && head === start) continue;
        if (from >= 0) consider(start, from, k);
        from = head === null ? -1 : k;
        start = head ?? '';
      }
    }
    // Words the runs leave out: short ones (found alone) and long ones (with the words they start).
    for (let k = 0; k < terms.length; k++) {
      const term = terms[k]!;
      if (term.length >= 3 && term.length <= PRECOUNT_PREFIX) continue;
      let to = k + 1;
      if (term.length >= 3) while (to < terms.length && terms[to]!.startsWith(term)) to++;
      consider(term, k, to);
    }
  }
  return [...found.values()].sort((a, b) => b.titles - a.titles);
}
