import { foldText } from '../../text/tokenizer.ts';
import { FACET_TYPES, type FacetType, type IndexDocument, TERM_GROUPS, type TermGroup } from './document.ts';
import { PostingAccumulator, type PostingTable, sortKeys, U32Builder } from './postings.ts';

export type FacetKey = Exclude<FacetType, 'Y'>;
export const FACET_KEYS = FACET_TYPES.filter((type): type is FacetKey => type !== 'Y');

/** `years` value of a title without a year. */
export const NO_YEAR = -32768;

/**
 * The immutable bulk of the index, numbered in static-rank order (year descending, then id): a
 * year-sorted page is the first members of a result, and every year is one contiguous range.
 * Built from the database or loaded from a snapshot; changes live beside it (see SearchIndex).
 */
export type MainSegment = {
  count: number;
  ids: Int32Array;
  years: Int16Array;
  /** Title sort keys by document number. */
  titles: string[];
  /** Document numbers in title order (pt-BR collation, then id). */
  titleOrder: Uint32Array;
  /** Sorted term dictionary shared by every group. */
  terms: string[];
  postings: Record<TermGroup, PostingTable>;
  /** Accented spellings of folded terms, for suggestions people read ("história", not "historia"). */
  display: Map<string, string>;
  facetValues: Record<FacetKey, string[]>;
  facets: Record<FacetKey, PostingTable>;
  /** The outbox position the segment reflects. */
  seq: number;
};

/** The collation titles sort by: pt-BR (ICU, as in Node), then id for equal titles. */
export const titleCollator = new Intl.Collator('pt-BR');

const RAW_WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * Counts how words are written (lower case), so suggestions show each folded term in its most
 * common spelling: "história", but "de" rather than a stray "dé".
 */
export function collectDisplayForms(text: string | null | undefined, into: Map<string, number>): void {
  if (!text) return;
  for (const word of text.toLowerCase().normalize('NFC').match(RAW_WORD) ?? [])
    into.set(word, (into.get(word) ?? 0) + 1);
}

/** The accented spellings that win over their folded form. */
export function displayForms(spellings: Map<string, number>): Map<string, string> {
  const best = new Map<string, { word: string; count: number }>();
  for (const [word, count] of spellings) {
    const folded = foldText(word);
    if (!/^[\p{L}\p{N}]+$/u.test(folded)) continue;
    const current = best.get(folded);
    if (!current || count > current.count) best.set(folded, { word, count });
  }
  const display = new Map<string, string>();
  for (const [folded, { word }] of best) if (word !== folded) display.set(folded, word);
  return display;
}

/** Feeds documents in static-rank order, then `finish` lays the segment out. */
export class SegmentBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly provisionalTerms: string[] = [];
  private readonly groupPostings = Object.fromEntries(
    TERM_GROUPS.map((group) => [group, new PostingAccumulator()]),
  ) as Record<TermGroup, PostingAccumulator>;
  private readonly facetIds = Object.fromEntries(
    FACET_KEYS.map((key) => [key, new Map<string, number>()]),
  ) as Record<FacetKey, Map<string, number>>;
  private readonly facetPostings = Object.fromEntries(
    FACET_KEYS.map((key) => [key, new PostingAccumulator()]),
  ) as Record<FacetKey, PostingAccumulator>;
  private readonly ids = new U32Builder(1 << 16);
  private readonly years: number[] = [];
  private readonly titles: string[] = [];
  /** Spellings seen, for `displayForms`. */
  readonly spellings = new Map<string, number>();
  private last: IndexDocument | null = null;

  get count(): number {
    return this.ids.length;
  }

  add(doc: IndexDocument): void {
    const number = this.ids.length;
    this.ids.push(doc.id);
    this.years.push(doc.year ?? NO_YEAR);
    this.titles.push(doc.titleSort);
    this.last = doc;
    for (const group of TERM_GROUPS) {
      const ids = doc.terms[group].map((term) => this.termId(term));
      this.groupPostings[group].add(number, ids);
    }
    for (const key of FACET_KEYS) {
      const known = this.facetIds[key];
      const ids = doc.facets[key].map((value) => {
        let id = known.get(value);
        if (id === undefined) known.set(value, (id = known.size));
        return id;
      });
      this.facetPostings[key].add(number, ids);
    }
  }

  /** The most recently added document (callers check the static order with it). */
  get previous(): IndexDocument | null {
    return this.last;
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.provisionalTerms.length;
      this.termIds.set(term, id);
      this.provisionalTerms.push(term);
    }
    return id;
  }

  finish(seq: number): MainSegment {
    const count = this.ids.length;
    const { keys: terms, rankOfId } = sortKeys(this.provisionalTerms);
    this.termIds.clear();
    const postings = Object.fromEntries(
      TERM_GROUPS.map((group) => [group, this.groupPostings[group].finish(rankOfId, terms.length, count)]),
    ) as Record<TermGroup, PostingTable>;
    const facetValues = {} as Record<FacetKey, string[]>;
    const facets = {} as Record<FacetKey, PostingTable>;
    for (const key of FACET_KEYS) {
      const sorted = sortKeys([...this.facetIds[key].keys()]);
      facetValues[key] = sorted.keys;
      facets[key] = this.facetPostings[key].finish(sorted.rankOfId, sorted.keys.length, count);
    }
    const ids = new Int32Array(this.ids.toArray());
    const years = Int16Array.from(this.years);
    return {
      count,
      ids,
      years,
      titles: this.titles,
      titleOrder: titleOrderOf(this.titles, ids),
      terms,
      postings,
      display: displayForms(this.spellings),
      facetValues,
      facets,
      seq,
    };
  }
}

/**
 * Document numbers in title order. Comparing a million titles with the collator is the slow part
 * of a build, so equal titles are compared once: distinct titles are sorted, then documents
 * are bucketed by their title's rank.
 */
export function titleOrderOf(titles: readonly string[], ids: Int32Array): Uint32Array {
  const distinct = [...new Set(titles)].sort(titleCollator.compare);
  const rank = new Map<string, number>();
  // Titles the collation calls equal share a rank, so the id decides between them.
  let current = 0;
  distinct.forEach((title, i) => {
    if (i > 0 && titleCollator.compare(distinct[i - 1]!, title) !== 0) current = i;
    rank.set(title, current);
  });
  const order = Uint32Array.from(titles.keys());
  const rankOf = Uint32Array.from(titles, (title) => rank.get(title)!);
  order.sort((a, b) => rankOf[a]! - rankOf[b]! || ids[a]! - ids[b]!);
  return order;
}
