import { foldText } from '../../text/tokenizer.ts';
import {
  compareCodePoints,
  FACET_KEYS,
  type FacetKey,
  type IndexDocument,
  SMALL_FACETS,
  TERM_GROUPS,
  type TermGroup,
} from './document.ts';
import { PostingAccumulator, type PostingTable, sortKeys, U32Builder } from './postings.ts';
import type { MainSegment } from './main-segment.ts';
import { placeSegment } from './segment-layout.ts';
import { StringColumn } from './string-column.ts';
import { sparseForward } from './forward-list.ts';

/** `years` value of a title without a year. */
export const NO_YEAR = -32768;
/** `acquired` value of a title without a dated copy. */
export const NO_DATE = -2147483648;
/** `authorKeys` value of a title without an author (never produced by `normalizeHeading`). */
export const NO_AUTHOR = '\u0001';

export type { MainSegment } from './main-segment.ts';

const RAW_WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * Counts how words are written (lower case), so suggestions show each folded term in its most
 * common spelling: "história", but "de" rather than a stray "dé".
 */
function collectDisplayForms(text: string | null | undefined, into: Map<string, number>): void {
  if (!text) return;
  for (const word of text.toLowerCase().normalize('NFC').match(RAW_WORD) ?? [])
    into.set(word, (into.get(word) ?? 0) + 1);
}

/** The accented spellings that win over their folded form. */
function displayForms(spellings: Map<string, number>): Map<string, string> {
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
  private readonly facetLabels = Object.fromEntries(
    FACET_KEYS.map((key) => [key, new Map<string, string>()]),
  ) as Record<FacetKey, Map<string, string>>;
  private readonly facetPostings = Object.fromEntries(
    FACET_KEYS.map((key) => [key, new PostingAccumulator()]),
  ) as Record<FacetKey, PostingAccumulator>;
  private readonly forward = Object.fromEntries(
    FACET_KEYS.filter((key) => !SMALL_FACETS.has(key)).map((key) => [
      key,
      { offsets: [0], values: new U32Builder() },
    ]),
  ) as Partial<Record<FacetKey, { offsets: number[]; values: U32Builder }>>;
  private readonly ids = new U32Builder(1 << 16);
  private readonly years: number[] = [];
  private readonly types: number[] = [];
  private readonly acquired: number[] = [];
  private readonly titleKeys: string[] = [];
  private readonly authorKeys: string[] = [];
  /** Spellings seen, for `displayForms`. */
  readonly spellings = new Map<string, number>();
  private last: IndexDocument | null = null;

  /** The most recently added document (callers keep the static order with it). */
  get previous(): IndexDocument | null {
    return this.last;
  }

  add(doc: IndexDocument): void {
    const number = this.ids.length;
    this.ids.push(doc.id);
    this.years.push(doc.year ?? NO_YEAR);
    this.types.push(doc.type);
    this.acquired.push(doc.acquired ?? NO_DATE);
    this.titleKeys.push(doc.titleKey);
    this.authorKeys.push(doc.authorKey ?? NO_AUTHOR);
    this.last = doc;
    for (const group of TERM_GROUPS) {
      this.groupPostings[group].add(
        number,
        doc.terms[group].map((term) => this.termId(term)),
      );
    }
    for (const key of FACET_KEYS) {
      const known = this.facetIds[key];
      const ids = [...new Set(doc.facets[key] ?? [])].map((value) => {
        let id = known.get(value);
        if (id === undefined) known.set(value, (id = known.size));
        return id;
      });
      this.facetPostings[key].add(number, ids);
      const forward = this.forward[key];
      if (forward) {
        for (const id of ids) forward.values.push(id);
        forward.offsets.push(forward.values.length);
      }
    }
    for (const [type, code, label] of doc.labels ?? []) {
      if (type === 'Y') continue;
      const labels = this.facetLabels[type];
      const current = labels.get(code);
      if (current === undefined || compareCodePoints(label, current) < 0) labels.set(code, label);
      collectDisplayForms(label, this.spellings);
    }
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
    const facetLabels = {} as Record<FacetKey, string[]>;
    const forward: MainSegment['forward'] = {};
    for (const key of FACET_KEYS) {
      const sorted = sortKeys([...this.facetIds[key].keys()]);
      facetValues[key] = sorted.keys;
      facetLabels[key] = sorted.keys.map((code) => this.facetLabels[key].get(code) ?? '');
      // Few-valued types (work type, language, library...) keep a bitmap for every value in 1
      // title in 256 or more: 128-bit popcounts beat reading their postings one by one.
      const denseFrom = SMALL_FACETS.has(key) ? 256 : 32;
      facets[key] = this.facetPostings[key].finish(sorted.rankOfId, sorted.keys.length, count, denseFrom);
      const list = this.forward[key];
      if (list) forward[key] = sparseForward(list, sorted.rankOfId, facets[key].denseSlot);
    }
    const ids = new Int32Array(this.ids.toArray());
    const years = Int16Array.from(this.years);
    const types = Int32Array.from(this.types);
    const orders = sortOrders(ids, this.titleKeys, this.authorKeys, types);
    return placeSegment({
      count,
      ids,
      years,
      types,
      acquired: Int32Array.from(this.acquired),
      titleKeys: StringColumn.from(this.titleKeys),
      authorKeys: StringColumn.from(this.authorKeys),
      ...orders,
      terms,
      postings,
      display: displayForms(this.spellings),
      facetValues,
      facets,
      forward,
      facetLabels,
      seq,
    });
  }
}

/** Ranks of strings by code point (equal strings share a rank), so sorts compare numbers. */
function ranksOf(keys: readonly string[]): Uint32Array {
  const distinct = [...new Set(keys)].sort(compareCodePoints);
  const rank = new Map<string, number>();
  distinct.forEach((key, i) => rank.set(key, i));
  return Uint32Array.from(keys, (key) => rank.get(key)!);
}

/** The SQL engine's title, author, type and id orders over the main segment's documents. */
function sortOrders(
  ids: Int32Array,
  titleKeys: readonly string[],
  authorKeys: readonly string[],
  types: Int32Array,
): Pick<MainSegment, 'titleOrder' | 'authorOrder' | 'typeOrder' | 'idOrder'> {
  const title = ranksOf(titleKeys);
  const author = ranksOf(authorKeys.map((key) => (key === NO_AUTHOR ? '\uffff\uffff' : key)));
  const noAuthor = Uint8Array.from(authorKeys, (key) => (key === NO_AUTHOR ? 1 : 0));
  const all = () => Uint32Array.from(ids.keys());
  return {
    titleOrder: all().sort((a, b) => title[a]! - title[b]! || ids[a]! - ids[b]!),
    authorOrder: all().sort(
      (a, b) =>
        noAuthor[a]! - noAuthor[b]! || author[a]! - author[b]! || title[a]! - title[b]! || ids[a]! - ids[b]!,
    ),
    typeOrder: all().sort((a, b) => types[a]! - types[b]! || title[a]! - title[b]! || ids[a]! - ids[b]!),
    idOrder: all().sort((a, b) => ids[a]! - ids[b]!),
  };
}
