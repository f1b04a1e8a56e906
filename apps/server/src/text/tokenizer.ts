import { foldText } from './fold.ts';
import { isValidIsbn, isValidIssn, isbn10To13, isbn13To10 } from './standard-numbers.ts';

export { foldText } from './fold.ts';
export { isbnForms, normalizeIsbn, normalizeIssn } from './standard-numbers.ts';

/**
 * The one tokenizer of the catalogue (ADR 021). The SQL search builds its `tsvector` from
 * `tokenize`'s output and the in-memory index uses the same function, so both match the same
 * documents. Rules:
 * - case and accents are folded (`foldText`): "Coração" = "coracao";
 * - a token is a run of Unicode letters and digits; everything else separates tokens;
 * - ISBNs and ISSNs written with hyphens or spaces become one token of digits (check character X
 *   as 'x'); a valid ISBN-10 is also indexed as its ISBN-13 and the other way round;
 * - nothing is dropped: short words ("de", "a", "10") are tokens and match as whole words, while
 *   prefix expansion starts at `PREFIX_MIN_LENGTH` characters;
 * - scripts written without spaces (Chinese, Japanese) are not segmented: a run is one token.
 */

/** Query terms shorter than this match whole words only; longer ones may also match as prefixes. */
export const PREFIX_MIN_LENGTH = 3;

const WORD = /[\p{L}\p{N}\p{Mc}]+/gu;

/**
 * A standard number inside running text, longest shape first: ISBN-13, ISBN-10, ISSN. Separators
 * are single hyphens or spaces; the number must not touch other letters or digits.
 */
const STANDARD_NUMBER =
  /(?<![\p{L}\p{N}])(?:97[89](?:[ -]?\d){10}|\d(?:[ -]?\d){8}[ -]?[\dx]|\d{4}-\d{3}[\dx])(?![\p{L}\p{N}])/gu;

type Piece =
  { kind: 'text'; text: string } | { kind: 'number'; raw: string; forms: string[]; canonical: string };

/**
 * How a standard number found in text is indexed. A number written with spaces is only taken as
 * one when its check digit is right (plain digit groups are common in notes); hyphenated
 * ISBN-shaped numbers are kept even with a wrong check digit (misprints exist and must be found),
 * but an ISSN shape must check out, or "1939-1945" would turn into a number.
 */
function standardNumber(raw: string): { forms: string[]; canonical: string } | null {
  const digits = raw.replace(/[ -]/g, '');
  const hasSpace = raw.includes(' ');
  if (digits.length === 8) {
    return isValidIssn(digits) ? { forms: [digits], canonical: digits } : null;
  }
  const valid = isValidIsbn(digits);
  if (!valid && hasSpace) return null;
  if (!valid) return { forms: [digits], canonical: digits };
  if (digits.length === 10) {
    const isbn13 = isbn10To13(digits);
    return { forms: [digits, isbn13], canonical: isbn13 };
  }
  const isbn10 = isbn13To10(digits);
  return { forms: isbn10 ? [digits, isbn10] : [digits], canonical: digits };
}

/** Splits folded text into plain text and the standard numbers in it. */
function pieces(folded: string): Piece[] {
  const result: Piece[] = [];
  let last = 0;
  for (const match of folded.matchAll(STANDARD_NUMBER)) {
    const number = standardNumber(match[0]);
    if (!number) continue;
    if (match.index > last) result.push({ kind: 'text', text: folded.slice(last, match.index) });
    result.push({ kind: 'number', raw: match[0], ...number });
    last = match.index + match[0].length;
  }
  if (last < folded.length) result.push({ kind: 'text', text: folded.slice(last) });
  return result;
}

function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * The index terms of a document field, in order (repeats kept, so term frequency survives). A
 * standard number yields its compact forms followed by its digit groups, so the number matches
 * whether a patron types it with or without hyphens.
 */
export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  const tokens: string[] = [];
  for (const piece of pieces(foldText(text))) {
    if (piece.kind === 'text') tokens.push(...words(piece.text));
    else {
      tokens.push(...piece.forms);
      const groups = words(piece.raw);
      if (groups.length > 1) tokens.push(...groups);
    }
  }
  return tokens;
}

/** One term of a patron's query. */
export type QueryTerm = {
  term: string;
  /** Whether the term may also match longer words that start with it (length ≥ 3, not a number). */
  prefix: boolean;
};

/**
 * The terms of a patron's query: the same folding and splitting as `tokenize`, but a standard
 * number becomes only its canonical form (an ISBN-10 its ISBN-13), which every document holding
 * that number in any spelling also carries. Terms are deduplicated, first occurrence first.
 */
export function tokenizeQuery(text: string | null | undefined): QueryTerm[] {
  if (!text) return [];
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  const add = (term: string, prefix: boolean) => {
    if (seen.has(term)) return;
    seen.add(term);
    terms.push({ term, prefix });
  };
  for (const piece of pieces(foldText(text))) {
    if (piece.kind === 'number') add(piece.canonical, false);
    else for (const word of words(piece.text)) add(word, word.length >= PREFIX_MIN_LENGTH);
  }
  return terms;
}

/**
 * A heading as authority matching compares it: folded, punctuation and spacing collapsed, so
 * "Assis, Machado de, 1839-1908." (title) meets "Assis, Machado de,  1839–1908" (authority) and
 * "ASSIS, MACHADO DE 1839-1908". Dates keep their digits; only their punctuation goes.
 */
export function normalizeHeading(heading: string | null | undefined): string {
  if (!heading) return '';
  return words(foldText(heading)).join(' ');
}
