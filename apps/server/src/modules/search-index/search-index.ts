import { type QueryTerm, tokenizeQuery } from '../../text/tokenizer.ts';
import {
  DEFAULT_FACET_LIMIT,
  type FacetCount,
  type FacetCounts,
  type SearchClause,
  type SearchField,
  type SearchRequest,
  type SearchResult,
  type SearchSort,
  type YearRange,
} from '../search/engine/search-engine.ts';
import { RELEVANCE_WEIGHTS } from '../search/engine/sql-search-engine.ts';
import * as bits from './bitset.ts';
import type { Bitset } from './bitset.ts';
import {
  compareCodePoints,
  type FacetType,
  type IndexDocument,
  SMALL_FACETS,
  TERM_GROUPS,
  type TermGroup,
} from './document.ts';
import { compareFacetCounts, FacetCounter, listedValues } from './facet-counting.ts';
import type { IndexMemory } from './kernels/index-memory.ts';
import { CountingSets, minus, plus } from './counting-sets.ts';
import { LruMap } from '../search/lru-map.ts';
import {
  PRECOUNT_FIELDS,
  precountCandidates,
  type PrecountField,
  precountKey,
  rangeOf,
} from './precount-candidates.ts';
import { boundedDamerau } from './edit-distance.ts';
import { MainOrder } from './main-order.ts';
import { sortByBucket, sortByKey } from './radix-sort.ts';
import { bitmapOf, findKey, keyHas, orKeyInto, type PostingTable, prefixRange } from './postings.ts';
import {
  FACET_KEYS,
  type FacetKey,
  type ForwardList,
  type MainSegment,
  NO_AUTHOR,
  NO_DATE,
  NO_YEAR,
} from './segment.ts';

/** Facet types listed whole, as the SQL engine lists them (never cut to the facet limit). */
const UNCUT: ReadonlySet<FacetType> = new Set(['Y', 'X', 'T', 'I', 'K', 'Z', 'B']);

/** Which term groups a field searches. */
const FIELD_GROUPS: Record<SearchField, readonly TermGroup[]> = {
  any: ['A', 'B', 'C', 'D'],
  title: ['A'],
  author: ['B'],
  subject: ['C'],
  series: ['serie'],
  callNumber: ['chamada'],
  isbn: ['isbn'],
  issn: ['issn'],
};

/** Points a title scores for a term of a fielded clause ("any" scores its best field: A-D). */
const FIELD_WEIGHTS: Record<Exclude<SearchField, 'any'>, number> = {
  title: RELEVANCE_WEIGHTS.A,
  author: RELEVANCE_WEIGHTS.B,
  subject: RELEVANCE_WEIGHTS.C,
  series: RELEVANCE_WEIGHTS.D,
  callNumber: RELEVANCE_WEIGHTS.D,
  isbn: RELEVANCE_WEIGHTS.D,
  issn: RELEVANCE_WEIGHTS.D,
};

/** Suggestion fields (the catalogue screens' index types) and the groups they read. */
export const SUGGESTION_FIELDS = {
  todos: ['A', 'B', 'C', 'D'],
  titulo: ['A'],
  autor: ['B'],
  assunto: ['C'],
} as const;
export type SuggestionField = keyof typeof SUGGESTION_FIELDS;

export type Suggestion = { text: string; count: number };

type DeltaPostings = Map<string, number[]>;

/** Tuning of an index (the defaults suit a catalogue; tests and benches change them). */
export type SearchIndexOptions = {
  /** Results up to this size are sorted; larger ones walk the precomputed orders. */
  smallResult?: number;
  /** Facet counts of searches with at least this many matches are kept. */
  facetCacheFrom?: number;
  /** Searches found by at least this many titles are precounted. */
  precountFrom?: number;
  /** Whole answers kept (0: none, as the benches measure the index's own work). */
  keptAnswers?: number;
};

/** A frequent one-word search's precounted facets (see SearchIndex.precounts). */
type Precount = {
  field: PrecountField;
  query: QueryTerm;
  range: [number, number];
  /** Live main titles holding the word. */
  size: number;
  vectors: Map<FacetKey, Int32Array>;
};

/** Precounted facets a request uses, and the matches they leave out (null: none). */
type PrecountUse = { vectors: Map<FacetKey, Int32Array>; rest: Bitset | null };

const SMALL_RESULT = 4096;

/** Facet counts of this many recent queries are kept (a query's pages and sorts share them). */
const FACET_CACHE_ENTRIES = 64;

/** Whole answers of this many recent requests are kept (a few kB each). */
const RESULT_CACHE_ENTRIES = 512;

/** Recent searches' unfiltered counts are kept within this many counters (4 bytes each). */
const RECENT_COUNTERS = 4 << 20;

/**
 * Precounts of ranges of at most this many dictionary words are kept up as titles leave (a test
 * per word); wider ones are dropped and counted again in the background.
 */
const KEPT_UP_RANGE = 16;

/** At most this many frequent words and prefixes get their matches' facet counts precounted... */
const PRECOUNT_SETS = 1024;
/** ...within this many counters in all (4 bytes each), whatever the number of facet values. */
const PRECOUNT_COUNTERS = 8 << 20;

/** How many changed titles may pile up beside the main segment before a rebuild is due. */
export function deltaBudget(mainCount: number): number {
  return Math.max(4096, Math.floor(mainCount / 20));
}

/**
 * The in-memory search index (ADR 070): a main segment in static-rank order plus a small delta of
 * titles changed since it was built (a change is delete + re-add). Queries are evaluated on dense
 * bitsets; facets count by bitmap popcount, years by contiguous ranges, relevance by bit-sliced
 * score counters — and every answer is the SQL reference engine's (ADR 050), id for id.
 */
export class SearchIndex {
  readonly main: MainSegment;
  /** Outbox position applied so far. */
  seq: number;
  private live: Bitset;
  private docOfId: Int32Array;
  private readonly delta: IndexDocument[] = [];
  private readonly deltaTerms = Object.fromEntries(TERM_GROUPS.map((group) => [group, new Map()])) as Record<
    TermGroup,
    DeltaPostings
  >;
  private readonly deltaFacets = Object.fromEntries(FACET_KEYS.map((key) => [key, new Map()])) as Record<
    FacetKey,
    DeltaPostings
  >;
  private readonly deltaLabels = new Map<string, string>();
  /** The main segment's sort orders and year ranges. */
  private readonly order: MainOrder;
  private liveCount: number;
  /** Live documents of the main segment. */
  private liveMain: number;
  /** Per facet type, its counter, and the live main documents per value. */
  private readonly counters = {} as Record<FacetKey, FacetCounter>;
  private readonly globalCounts = {} as Record<FacetKey, Int32Array>;
  private spellTerms: string[] | null = null;

  /** Results up to this size are sorted by rank; larger ones are walked in a precomputed order. */
  private readonly smallResult: number;
  /**
   * Facet counts of recent queries with at least `facetCacheFrom` matches, by query (clauses,
   * filters, facet types; not page or sort), most recent last. Emptied by every change.
   */
  private readonly facetCache = new LruMap<SearchResult['facets']>(FACET_CACHE_ENTRIES);
  private readonly facetCacheFrom: number;
  /**
   * Per frequent one-word search (a word or the start of one, in a field; see precountKey), its
   * matches' counts per facet value over the live main segment, and how many they are: a search
   * for it skips its costliest count, and a shorter prefix counts only the titles it leaves out.
   * Kept exact as titles leave the main segment; changed titles are counted beside them as always.
   */
  private readonly precounts = new Map<string, Precount>();
  private precountsDropped = false;
  private readonly precountFrom: number;
  /**
   * The unfiltered counts of recent large searches, by their words (clauses, date limit): a
   * patron who narrows a search by a facet value changes only the filtered counts. Emptied by
   * every change, like `facetCache`.
   */
  private readonly recentUnfiltered = new Map<string, Map<FacetKey, Int32Array>>();
  private recentCounters = 0;
  /**
   * Whole answers of recent requests, by request: a catalogue's searches repeat (the popular
   * words, the home page's browse views, a patron going back a page), and a repeat then costs a
   * lookup. Emptied by every change, like `facetCache`, so an answer is never older than the data.
   */
  private readonly recentResults: LruMap<SearchResult>;

  constructor(main: MainSegment, options: SearchIndexOptions = {}) {
    this.recentResults = new LruMap(options.keptAnswers ?? RESULT_CACHE_ENTRIES);
    this.main = main;
    this.smallResult = options.smallResult ?? SMALL_RESULT;
    this.facetCacheFrom = options.facetCacheFrom ?? SMALL_RESULT;
    this.precountFrom = options.precountFrom ?? Math.max(SMALL_RESULT, Math.floor(main.count / 200));
    this.seq = main.seq;
    this.live = new Uint32Array(bits.wordsFor(main.count + 1024));
    let maxId = 0;
    for (let doc = 0; doc < main.count; doc++) maxId = Math.max(maxId, main.ids[doc]!);
    this.docOfId = new Int32Array(maxId + 1024).fill(-1);
    for (let doc = 0; doc < main.count; doc++) {
      bits.add(this.live, doc);
      this.docOfId[main.ids[doc]!] = doc;
    }
    this.liveCount = main.count;
    this.liveMain = main.count;
    for (const key of FACET_KEYS) {
      this.counters[key] = new FacetCounter(main.memory, main.facets[key], this.forwardOf(key));
      this.globalCounts[key] = Int32Array.from(main.facets[key].counts);
    }
    this.order = new MainOrder(main);
  }

  /** Titles currently searchable. */
  get size(): number {
    return this.liveCount;
  }

  /** Titles changed since the main segment was built. */
  get deltaSize(): number {
    return this.delta.length;
  }

  private get docCount(): number {
    return this.main.count + this.delta.length;
  }

  private get words(): number {
    return this.live.length;
  }

  has(id: number): boolean {
    return id >= 0 && id < this.docOfId.length && this.docOfId[id]! >= 0;
  }

  // ---- changes -------------------------------------------------------------------------------

  /**
   * Empties what was kept of recent searches (answers, facet counts; not the precounts, which
   * follow changes): every change does, and the benches between rounds, to time the work itself.
   */
  forgetRecent(): void {
    this.recentResults.clear();
    this.facetCache.clear();
    this.recentUnfiltered.clear();
    this.recentCounters = 0;
  }

  /** Forgets a title (no-op when absent). */
  remove(id: number): void {
    if (!this.has(id)) return;
    this.forgetRecent();
    const doc = this.docOfId[id]!;
    bits.remove(this.live, doc);
    if (doc < this.main.count) {
      this.liveMain--;
      for (const key of FACET_KEYS)
        for (const value of this.counters[key].valuesOf(doc)) this.globalCounts[key][value]!--;
      for (const [key, precount] of this.precounts) {
        // A wide range (a short start of a word) would cost a test per word it covers: dropped,
        // and counted again by the next precount (see precountsMissing).
        if (precount.range[1] - precount.range[0] > KEPT_UP_RANGE) {
          this.precounts.delete(key);
          this.precountsDropped = true;
          continue;
        }
        if (!this.mainDocHas(FIELD_GROUPS[precount.field], precount.range, doc)) continue;
        this.forgetPrecounted(precount.vectors, doc);
        precount.size--;
      }
    }
    this.docOfId[id] = -1;
    this.liveCount--;
  }

  /** Adds a title, replacing its previous version. */
  upsert(document: IndexDocument): void {
    this.remove(document.id);
    this.forgetRecent();
    const doc = this.docCount;
    if (bits.wordsFor(doc + 1) > this.live.length) {
      // Up to the width query sets have room for in the index memory first, then doubling.
      const room = this.memory.setWords;
      const grown = new Uint32Array(this.live.length < room ? room : this.live.length * 2);
      grown.set(this.live);
      this.live = grown;
    }
    if (document.id >= this.docOfId.length) {
      const grown = new Int32Array(Math.max(document.id + 1, this.docOfId.length * 2)).fill(-1);
      grown.set(this.docOfId);
      this.docOfId = grown;
    }
    this.delta.push(document);
    for (const group of TERM_GROUPS)
      for (const term of document.terms[group]) pushTo(this.deltaTerms[group], term, doc);
    for (const key of FACET_KEYS) {
      for (const value of new Set(document.facets[key] ?? [])) pushTo(this.deltaFacets[key], value, doc);
    }
    for (const [type, code, label] of document.labels ?? []) {
      const key = `${type}\u0000${code}`;
      const current = this.deltaLabels.get(key);
      if (current === undefined || compareCodePoints(label, current) < 0) this.deltaLabels.set(key, label);
    }
    bits.add(this.live, doc);
    this.docOfId[document.id] = doc;
    this.liveCount++;
    this.spellTerms = null;
  }

  // ---- per-document keys ---------------------------------------------------------------------

  private isMain(doc: number): boolean {
    return doc < this.main.count;
  }

  private deltaDoc(doc: number): IndexDocument {
    return this.delta[doc - this.main.count]!;
  }

  private idOf(doc: number): number {
    return this.isMain(doc) ? this.main.ids[doc]! : this.deltaDoc(doc).id;
  }

  private yearOf(doc: number): number | null {
    if (!this.isMain(doc)) return this.deltaDoc(doc).year;
    const year = this.main.years[doc]!;
    return year === NO_YEAR ? null : year;
  }

  private titleKeyOf(doc: number): string {
    return this.isMain(doc) ? this.main.titleKeys.at(doc) : this.deltaDoc(doc).titleKey;
  }

  private authorKeyOf(doc: number): string | null {
    if (!this.isMain(doc)) return this.deltaDoc(doc).authorKey;
    return this.main.authorKeys.isAscii(doc, NO_AUTHOR) ? null : this.main.authorKeys.at(doc);
  }

  private typeOf(doc: number): number {
    return this.isMain(doc) ? this.main.types[doc]! : this.deltaDoc(doc).type;
  }

  private acquiredOf(doc: number): number | null {
    if (!this.isMain(doc)) return this.deltaDoc(doc).acquired;
    const day = this.main.acquired[doc]!;
    return day === NO_DATE ? null : day;
  }

  // ---- term sets -----------------------------------------------------------------------------

  /** Where query sets live and the kernels that combine and count them (ADR 074). */
  private get memory(): IndexMemory {
    return this.main.memory;
  }

  private empty(): Bitset {
    return this.memory.empty(this.words);
  }

  /** Runs `work` with query sets from the index memory, given back when it returns (none may escape). */
  private withSets<T>(work: () => T): T {
    const mark = this.memory.mark();
    try {
      return work();
    } finally {
      this.memory.release(mark);
    }
  }

  /** out |= titles holding key `k` of a table. */
  private orKey(table: PostingTable, k: number, out: Bitset): void {
    const bitmap = bitmapOf(table, k);
    if (bitmap) this.memory.or(out, bitmap);
    else orKeyInto(table, k, out);
  }

  /** Documents (live or not) holding a query term in any of some groups, ORed into `out`. */
  private orTermInto(groups: readonly TermGroup[], query: QueryTerm, out: Bitset): void {
    const { terms } = this.main;
    const [from, to] = rangeOf(terms, query);
    for (const group of groups) {
      const table = this.main.postings[group];
      for (let k = from; k < to; k++) if (table.counts[k]! > 0) this.orKey(table, k, out);
      const delta = this.deltaTerms[group];
      if (delta.size === 0) continue;
      if (query.prefix) {
        for (const [term, docs] of delta)
          if (term.startsWith(query.term)) for (const doc of docs) bits.add(out, doc);
      } else for (const doc of delta.get(query.term) ?? []) bits.add(out, doc);
    }
  }

  private termSet(groups: readonly TermGroup[], query: QueryTerm, cache?: Map<string, Bitset>): Bitset {
    const key = `${groups.join(',')}\u0000${query.prefix ? '*' : ''}${query.term}`;
    const cached = cache?.get(key);
    if (cached) return cached;
    const out = this.empty();
    this.orTermInto(groups, query, out);
    cache?.set(key, out);
    return out;
  }

  /** Live documents holding every term in the field's groups (none for no terms, as in SQL). */
  private clauseSet(clause: SearchClause, cache: Map<string, Bitset>): Bitset {
    if (clause.terms.length === 0) return this.empty();
    const out = this.memory.copy(this.live);
    for (const term of clause.terms)
      this.memory.and(out, this.termSet(FIELD_GROUPS[clause.field], term, cache));
    return out;
  }

  /** Clauses combined left to right: ((c1 op2 c2) op3 c3) ...; NOT means AND NOT. */
  private matchSet(clauses: readonly SearchClause[], cache: Map<string, Bitset>): Bitset {
    let result: Bitset | null = null;
    for (const clause of clauses) {
      const current = this.clauseSet(clause, cache);
      if (!result) {
        if (clause.operator === 'not') {
          result = this.memory.copy(this.live);
          this.memory.andNot(result, current);
        } else result = current;
      } else if (clause.operator === 'or') this.memory.or(result, current);
      else if (clause.operator === 'not') this.memory.andNot(result, current);
      else this.memory.and(result, current);
    }
    return result ?? this.memory.copy(this.live);
  }

  private filterSet(type: FacetType, values: readonly string[]): Bitset {
    const out = this.empty();
    if (type === 'Y') {
      const wanted = new Set(values);
      this.order.yearValues.forEach((year, i) => {
        if (year !== NO_YEAR && wanted.has(String(year)))
          setRange(out, this.order.yearStarts[i]!, this.order.yearStarts[i + 1]!);
      });
      this.delta.forEach((doc, i) => {
        if (doc.year !== null && wanted.has(String(doc.year))) bits.add(out, this.main.count + i);
      });
      return out;
    }
    const keys = this.main.facetValues[type];
    const table = this.main.facets[type];
    for (const value of new Set(values)) {
      const k = findKey(keys, value);
      if (k >= 0) this.orKey(table, k, out);
      for (const doc of this.deltaFacets[type].get(value) ?? []) bits.add(out, doc);
    }
    return out;
  }

  /** Titles published within the range (inclusive), by the main segment's contiguous year runs. */
  private yearRangeSet({ from = -Infinity, to = Infinity }: YearRange): Bitset {
    const out = this.empty();
    const within = (year: number) => year >= from && year <= to;
    this.order.yearValues.forEach((year, i) => {
      if (year !== NO_YEAR && within(year))
        setRange(out, this.order.yearStarts[i]!, this.order.yearStarts[i + 1]!);
    });
    this.delta.forEach((doc, i) => {
      if (doc.year !== null && within(doc.year)) bits.add(out, this.main.count + i);
    });
    return out;
  }

  private acquiredSet(since: string): Bitset {
    const day = Math.floor(Date.parse(`${since}T00:00:00Z`) / 86_400_000);
    const out = this.empty();
    for (let doc = 0; doc < this.docCount; doc++) {
      const acquired = this.acquiredOf(doc);
      if (acquired !== null && acquired >= day) bits.add(out, doc);
    }
    return out;
  }

  // ---- precounted facets of frequent searches -----------------------------------------------

  /**
   * Counts, per facet value, the matches of the most frequent one-word searches (ADR 070, 074):
   * words and starts of words (the search field sends a word of three letters or more as a
   * prefix) in any field, names, subjects and titles, found by at least `precountFrom` titles;
   * the most frequent first, within PRECOUNT_SETS and PRECOUNT_COUNTERS. One search per turn of
   * the event loop, so searches go on meanwhile; `stop` is asked between them (a swapped-out
   * index stops). Precounts still held are kept. Returns how many were counted.
   */
  async precountFrequentTerms(stop: () => boolean = () => false): Promise<number> {
    const { terms, postings } = this.main;
    const candidates = precountCandidates(terms, postings, FIELD_GROUPS, this.precountFrom);
    const perSet = FACET_KEYS.reduce((sum, key) => sum + this.main.facetValues[key].length, 0);
    const most = Math.min(PRECOUNT_SETS, Math.floor(PRECOUNT_COUNTERS / Math.max(1, perSet)));
    this.precountsDropped = false;
    let done = 0;
    for (const [n, { field, query, range }] of candidates.entries()) {
      if (n === most) break;
      const key = precountKey(field, range);
      if (this.precounts.has(key)) continue; // still exact (kept up as titles left)
      await new Promise((resolve) => setImmediate(resolve));
      if (stop()) break;
      this.precounts.set(key, {
        field,
        query,
        range,
        ...this.countMainFacets(FIELD_GROUPS[field], query),
      });
      done++;
    }
    return done;
  }

  /** Whether titles left the index since the last precount and some precounts had to go with them. */
  get precountsMissing(): boolean {
    return this.precountsDropped;
  }

  /** Precounted searches held. */
  get precountsHeld(): number {
    return this.precounts.size;
  }

  /** Per facet type, the live main titles holding a query term in some groups, per value; and how many. */
  private countMainFacets(
    groups: readonly TermGroup[],
    query: QueryTerm,
  ): Pick<Precount, 'vectors' | 'size'> {
    const { main } = this;
    const vectors = new Map<FacetKey, Int32Array>();
    return this.withSets(() => {
      const set = this.memory.copy(this.live);
      const holding = this.empty();
      // Changed titles in the set are ignored by the counts below: they are counted apart.
      this.orTermInto(groups, query, holding);
      this.memory.and(set, holding);
      const placed = this.memory.place(set);
      for (const key of FACET_KEYS) {
        const values = main.facetValues[key].length;
        if (values === 0) continue;
        vectors.set(key, this.counters[key].count(placed, null)[0]);
      }
      return { vectors, size: this.memory.countRange(placed, 0, main.count) };
    });
  }

  /** The document → values list a many-valued facet type is counted from (few-valued ones use postings). */
  private forwardOf(type: FacetKey): ForwardList | undefined {
    return SMALL_FACETS.has(type) ? undefined : this.main.forward[type];
  }

  /** Whether a main title holds, in some groups, a term of the dictionary range [from, to). */
  private mainDocHas(groups: readonly TermGroup[], [from, to]: [number, number], doc: number): boolean {
    for (let k = from; k < to; k++)
      for (const group of groups) if (keyHas(this.main.postings[group], k, doc)) return true;
    return false;
  }

  /** Takes a main title that leaves the index out of a frequent search's counts. */
  private forgetPrecounted(vectors: Map<FacetKey, Int32Array>, doc: number): void {
    for (const [key, vector] of vectors)
      for (const value of this.counters[key].valuesOf(doc)) vector[value]!--;
  }

  /**
   * Precounted facets for a request of one word alone (in a precounted field, no date limit):
   * its own, or, for a prefix (the last word as typed), those of the most frequent precounted
   * search it covers, with the matches that one leaves out (`rest`, still to be counted).
   */
  private precountedFor(request: SearchRequest, matched: Bitset): PrecountUse | undefined {
    if (this.precounts.size === 0 || request.clauses.length !== 1 || request.acquiredSince || request.years)
      return undefined;
    const [clause] = request.clauses;
    const field = clause!.field as PrecountField;
    if (!PRECOUNT_FIELDS.includes(field) || clause!.operator === 'not' || clause!.terms.length !== 1)
      return undefined;
    const query = clause!.terms[0]!;
    const [from, to] = rangeOf(this.main.terms, query);
    const own = this.precounts.get(precountKey(field, [from, to]));
    if (own) return { vectors: own.vectors, rest: null };
    if (!query.prefix) return undefined;
    let widest: Precount | undefined;
    for (const precount of this.precounts.values()) {
      const [start, end] = precount.range;
      if (precount.field === field && start >= from && end <= to && (!widest || precount.size > widest.size))
        widest = precount;
    }
    if (!widest) return undefined;
    const rest = this.memory.copy(matched);
    this.memory.andNot(rest, this.termSet(FIELD_GROUPS[field], widest.query));
    return { vectors: widest.vectors, rest };
  }

  /**
   * Where a large search's unfiltered counts are kept (see recentUnfiltered), most recent last;
   * null for a small search, which counts quickly anyway.
   */
  private recentUnfilteredFor(
    request: SearchRequest,
    counting: CountingSets,
  ): Map<FacetKey, Int32Array> | null {
    if (counting.count(counting.matched) < this.facetCacheFrom) return null;
    const key = JSON.stringify([request.clauses, request.acquiredSince ?? null, request.years ?? null]);
    const kept = this.recentUnfiltered.get(key) ?? new Map<FacetKey, Int32Array>();
    this.recentUnfiltered.delete(key);
    this.recentUnfiltered.set(key, kept);
    this.trimRecentUnfiltered();
    return kept;
  }

  private keepUnfiltered(kept: Map<FacetKey, Int32Array>, type: FacetKey, counts: Int32Array): void {
    kept.set(type, counts);
    this.recentCounters += counts.length;
    this.trimRecentUnfiltered();
  }

  /** Forgets the least recent searches' counts beyond FACET_CACHE_ENTRIES or RECENT_COUNTERS. */
  private trimRecentUnfiltered(): void {
    while (
      this.recentUnfiltered.size > FACET_CACHE_ENTRIES ||
      (this.recentCounters > RECENT_COUNTERS && this.recentUnfiltered.size > 1)
    ) {
      const [oldest, vectors] = this.recentUnfiltered.entries().next().value!;
      for (const vector of vectors.values()) this.recentCounters -= vector.length;
      this.recentUnfiltered.delete(oldest);
    }
  }

  // ---- search --------------------------------------------------------------------------------

  /** The answer to a request; shared with other callers asking the same, so never to be changed. */
  search(request: SearchRequest): SearchResult {
    const key = requestKey(request);
    const kept = this.recentResults.get(key);
    if (kept) return kept;
    const result = this.withSets(() => this.answer(request));
    this.recentResults.set(key, result);
    return result;
  }

  private answer(request: SearchRequest): SearchResult {
    const cache = new Map<string, Bitset>();
    const matched = this.matchSet(request.clauses, cache);
    if (request.acquiredSince) this.memory.and(matched, this.acquiredSet(request.acquiredSince));
    if (request.years) this.memory.and(matched, this.yearRangeSet(request.years));
    const filtered = Object.entries(request.filters ?? {}).filter(
      (entry): entry is [FacetType, readonly string[]] => Array.isArray(entry[1]) && entry[1].length > 0,
    );
    const filterSets = new Map(filtered.map(([type, values]) => [type, this.filterSet(type, values)]));
    // The same set when nothing filters it: facets then count the matches once, not twice.
    const result = filterSets.size > 0 ? this.memory.copy(matched) : matched;
    for (const set of filterSets.values()) this.memory.and(result, set);
    const total = this.memory.count(result);

    const facets = this.cachedFacets(request, matched, () =>
      this.countFacets(request, matched, result, filterSets),
    );

    const { offset, limit } = request.page;
    const wanted = offset + limit;
    let docs: number[] = [];
    if (limit > 0 && offset < total) {
      const sort = request.sort ?? { key: 'relevance' };
      docs =
        sort.key === 'relevance'
          ? this.byRelevance(result, total, request.clauses, cache, sort.descending === true, wanted)
          : this.ordered(result, total, sort, wanted);
    }
    return { total, ids: docs.slice(offset, wanted).map((doc) => this.idOf(doc)), facets };
  }

  // ---- facets --------------------------------------------------------------------------------

  /**
   * Facet counts are the costly part of a query with many matches, and the same for each of its
   * pages and sorts: kept per query for the large ones until the catalogue changes.
   */
  private cachedFacets(
    request: SearchRequest,
    matched: Bitset,
    count: () => SearchResult['facets'],
  ): SearchResult['facets'] {
    if (!request.facets?.length || this.memory.count(matched) < this.facetCacheFrom) return count();
    const key = requestKey({ ...request, sort: undefined, page: { offset: 0, limit: 0 } });
    const kept = this.facetCache.get(key);
    if (kept) return kept;
    const facets = count();
    this.facetCache.set(key, facets);
    return facets;
  }

  private countFacets(
    request: SearchRequest,
    matched: Bitset,
    result: Bitset,
    filterSets: ReadonlyMap<FacetType, Bitset>,
  ): SearchResult['facets'] {
    const facets: FacetCounts = {};
    if (!request.facets?.length) return facets; // nothing to count, nothing to keep
    const facetLimit = Math.max(1, Math.floor(request.facetLimit ?? DEFAULT_FACET_LIMIT));
    return this.withSets(() => {
      const counting = new CountingSets(this.memory, this.main.count, matched);
      counting.placed(result);
      // The titles that do not match, when they are fewer, and the matches the filters leave out,
      // when they are fewer than the filtered matches (see countFacet): shared by every type.
      const matchedCount = counting.count(matched);
      const complement = matchedCount > this.liveMain / 2 ? counting.complement(this.live) : undefined;
      if (result !== matched && counting.count(result) > matchedCount / 2)
        counting.placed(counting.outside(result));
      let precounted = this.precountedFor(request, matched);
      // A prefix's precount helps when the matches its word leaves out are fewer than the titles
      // counted otherwise.
      if (
        precounted?.rest &&
        counting.count(precounted.rest) > Math.min(matchedCount, this.liveMain - matchedCount)
      )
        precounted = undefined;
      const recent = precounted && !precounted.rest ? null : this.recentUnfilteredFor(request, counting);
      for (const type of new Set(request.facets ?? [])) {
        counting.scope(() => {
          let base = result;
          if (filterSets.has(type)) {
            base = this.memory.copy(matched);
            for (const [other, set] of filterSets) if (other !== type) this.memory.and(base, set);
          }
          const limit = UNCUT.has(type) ? Number.POSITIVE_INFINITY : facetLimit;
          if (type === 'Y') facets[type] = this.countYears(base, counting);
          else {
            const known = (precounted?.rest ? undefined : precounted?.vectors.get(type)) ?? recent?.get(type);
            const partial = precounted?.rest
              ? { counts: precounted.vectors.get(type), rest: precounted.rest }
              : undefined;
            const keep =
              recent && !known
                ? (counts: Int32Array) => this.keepUnfiltered(recent, type, counts)
                : undefined;
            facets[type] = this.countFacet(type, base, counting, { complement, limit, known, partial, keep });
          }
        });
      }
      return facets;
    });
  }

  /** Per year: titles in `base` (every other filter) and in the matches (no filter); years in the matches only. */
  private countYears(base: Bitset, sets: CountingSets): FacetCount[] {
    const { matched } = sets;
    const unfiltered = sets.countRanges(matched, this.order.yearStarts);
    const filtered = base === matched ? unfiltered : sets.countRanges(base, this.order.yearStarts);
    const byYear = new Map<number, [number, number]>();
    for (let i = 0; i < this.order.yearValues.length; i++) {
      const year = this.order.yearValues[i]!;
      if (year !== NO_YEAR && unfiltered[i]! > 0) byYear.set(year, [filtered[i]!, unfiltered[i]!]);
    }
    this.forEachDelta(matched, (doc) => {
      const year = this.deltaDoc(doc).year;
      if (year === null) return;
      const counts = byYear.get(year) ?? [0, 0];
      counts[1]++;
      if (bits.has(base, doc)) counts[0]++;
      byYear.set(year, counts);
    });
    return [...byYear]
      .map(([year, [total, totalSemFiltro]]) => ({ codigo: String(year), total, totalSemFiltro }))
      .sort(compareFacetCounts);
  }

  /**
   * A facet's listed values: per value the titles in `base` (every other filter) and among the
   * matches (no filter). The matches' counts come from `how`: known, partly known, or counted
   * (and then handed to `keep`).
   */
  private countFacet(
    type: FacetKey,
    base: Bitset,
    sets: CountingSets,
    how: {
      complement: Bitset | undefined;
      limit: number;
      /** The matches' counts over the main segment, when known (a frequent word's, a recent search's). */
      known: Int32Array | undefined;
      /** Counts of part of the matches (a word a prefix covers), and the matches left to count. */
      partial: { counts: Int32Array | undefined; rest: Bitset } | undefined;
      /** Takes the matches' counts, when they were counted. */
      keep: ((counts: Int32Array) => void) | undefined;
    },
  ): FacetCount[] {
    const { complement, limit, known, partial, keep } = how;
    const { matched } = sets;
    const keys = this.main.facetValues[type];
    // What is counted (ADR 074): the matches, or the live titles that do not match when they are
    // fewer (the catalogue's counts minus theirs), or the matches a precounted word leaves out,
    // unless known; and the matches with the other filters, or the matches those leave out when
    // they are fewer. Both in one pass.
    const counted: Bitset[] = [];
    if (!known) counted.push(partial ? partial.rest : (complement ?? matched));
    let filtered: { set: Bitset; outside: boolean } | null = null;
    if (base !== matched) {
      const baseCount = sets.count(base);
      filtered =
        baseCount <= sets.count(matched) - baseCount
          ? { set: base, outside: false }
          : { set: sets.outside(base), outside: true };
      counted.push(filtered.set);
    }
    const counts =
      counted.length > 0 && keys.length > 0
        ? this.counters[type].count(sets.placed(counted[0]!), counted[1] ? sets.placed(counted[1]) : null)
        : [new Int32Array(keys.length), new Int32Array(keys.length)];
    let unfiltered: Int32Array;
    if (known) unfiltered = known.slice();
    else if (partial) unfiltered = plus(partial.counts ?? new Int32Array(keys.length), counts[0]!);
    else if (complement) unfiltered = minus(this.globalCounts[type], counts[0]!);
    else unfiltered = counts[0]!;
    let total = unfiltered;
    if (filtered) {
      const filteredCounts = counts[counted.length - 1]!;
      total = filtered.outside ? minus(unfiltered, filteredCounts) : filteredCounts;
    }
    keep?.(unfiltered.slice());
    // Changed titles, beside the main segment: added to their values, or values of their own.
    const deltaOnly: FacetCount[] = [];
    for (const [value, docs] of this.deltaFacets[type]) {
      let inMatched = 0;
      let inBase = 0;
      for (const doc of docs) {
        if (!bits.has(matched, doc)) continue;
        inMatched++;
        if (bits.has(base, doc)) inBase++;
      }
      if (inMatched === 0) continue;
      const k = findKey(keys, value);
      if (k < 0) {
        deltaOnly.push(this.facetEntry(type, value, -1, inBase, inMatched));
        continue;
      }
      unfiltered[k]! += inMatched;
      if (total !== unfiltered) total[k]! += inBase;
    }
    const entries = listedValues(total, unfiltered, keys, limit).map((k) =>
      this.facetEntry(type, keys[k]!, k, total[k]!, unfiltered[k]!),
    );
    if (deltaOnly.length === 0) return entries;
    return [...entries, ...deltaOnly].sort(compareFacetCounts).slice(0, limit);
  }

  /** One listed value, with its display label (the least spelling, main segment or delta). */
  private facetEntry(
    type: FacetKey,
    code: string,
    k: number,
    total: number,
    totalSemFiltro: number,
  ): FacetCount {
    const fromMain = k >= 0 ? this.main.facetLabels[type][k] || undefined : undefined;
    const fromDelta = this.deltaLabels.size ? this.deltaLabels.get(`${type}\u0000${code}`) : undefined;
    const label =
      fromDelta === undefined || (fromMain !== undefined && compareCodePoints(fromMain, fromDelta) <= 0)
        ? fromMain
        : fromDelta;
    return label === undefined
      ? { codigo: code, total, totalSemFiltro }
      : { codigo: code, label, total, totalSemFiltro };
  }

  /** Members of `set` below document `below`, ascending (a small result's). */
  private membersOf(set: Bitset, below: number): Uint32Array {
    const listed = this.memory.members(set, below);
    if (listed) return listed;
    const docs: number[] = [];
    bits.forEach(set, (doc) => (doc < below ? void docs.push(doc) : false));
    return Uint32Array.from(docs);
  }

  /** Members of `set` among the delta documents. */
  private forEachDelta(set: Bitset, visit: (doc: number) => void): void {
    for (let doc = this.main.count; doc < this.docCount; doc++) if (bits.has(set, doc)) visit(doc);
  }

  // ---- ordering ------------------------------------------------------------------------------

  /** The SQL engine's order for a sort, on the stored keys (any document, main or delta). */
  private comparator(sort: SearchSort): (a: number, b: number) => number {
    const sign = sort.descending ? -1 : 1;
    const byTitleId = (a: number, b: number) =>
      compareCodePoints(this.titleKeyOf(a), this.titleKeyOf(b)) || this.idOf(a) - this.idOf(b);
    switch (sort.key) {
      case 'title':
        return (a, b) => sign * byTitleId(a, b);
      case 'author':
        return (a, b) => {
          const x = this.authorKeyOf(a);
          const y = this.authorKeyOf(b);
          if (x === null || y === null) {
            if (x !== y) return x === null ? 1 : -1;
          } else if (x !== y) return sign * compareCodePoints(x, y);
          return sign * byTitleId(a, b);
        };
      case 'year':
        return (a, b) => {
          const x = this.yearOf(a);
          const y = this.yearOf(b);
          if (x !== y) {
            if (x === null) return 1;
            if (y === null) return -1;
            return sign * (x - y);
          }
          return byTitleId(a, b);
        };
      case 'type':
        return (a, b) => sign * (this.typeOf(a) - this.typeOf(b)) || byTitleId(a, b);
      case 'id':
      default:
        return (a, b) => sign * (this.idOf(a) - this.idOf(b));
    }
  }

  /** The first `wanted` members of `set` in a sort's order. */
  private ordered(set: Bitset, count: number, sort: SearchSort, wanted: number): number[] {
    const mainCount = this.main.count;
    const deltaDocs: number[] = [];
    this.forEachDelta(set, (doc) => deltaDocs.push(doc));
    let mainDocs: number[];
    const listed = count - deltaDocs.length <= this.smallResult ? this.membersOf(set, mainCount) : null;
    if (listed) mainDocs = Array.from(this.order.sort(listed, sort).subarray(0, wanted));
    else mainDocs = this.order.firstMembers(set, sort, wanted);
    if (deltaDocs.length === 0) return mainDocs;
    const compare = this.comparator(sort);
    return merge(mainDocs, deltaDocs.sort(compare), compare, wanted);
  }

  /**
   * Relevance exactly as the SQL engine computes it (ADR 050): per term of the positive clauses,
   * the points of the best field it matches in, summed; ties by id. Scores are kept bit-sliced
   * (one bitset per binary digit), so summing is a few word-wide additions and the best tier is
   * found digit by digit — no per-title scoring of large results.
   */
  private byRelevance(
    result: Bitset,
    total: number,
    clauses: readonly SearchClause[],
    cache: Map<string, Bitset>,
    ascending: boolean,
    wanted: number,
  ): number[] {
    if (total <= this.smallResult) return this.scoredOneByOne(result, clauses, cache, ascending, wanted);
    const single = this.singleTermTiers(result, clauses, cache, ascending);
    if (single) {
      const docs: number[] = [];
      for (const tier of single) {
        if (docs.length >= wanted) break;
        const size = this.memory.count(tier);
        if (size > 0)
          for (const doc of this.ordered(tier, size, { key: 'id' }, wanted - docs.length)) docs.push(doc);
      }
      return docs;
    }
    const slices: Bitset[] = [];
    // Two sets the carries pass through, reused for every term.
    let carry = this.empty();
    let next = this.empty();
    const addWeighted = (members: Bitset, weight: number) => {
      carry.set(members);
      this.memory.and(carry, result);
      for (let digit = Math.log2(weight); ; digit++) {
        const slice = (slices[digit] ??= this.empty());
        if (!this.memory.carryAdd(slice, carry, next)) break;
        [carry, next] = [next, carry];
      }
    };
    const members = this.empty();
    for (const clause of clauses) {
      if (clause.operator === 'not') continue;
      for (const term of clause.terms) {
        const groups = FIELD_GROUPS[clause.field];
        if (clause.field !== 'any') {
          addWeighted(this.termSet(groups, term, cache), FIELD_WEIGHTS[clause.field]);
          continue;
        }
        // Best field first: each title counts once, at the highest weight it matches.
        const seen = this.empty();
        for (const group of ['A', 'B', 'C', 'D'] as const) {
          members.set(this.termSet([group], term, cache));
          this.memory.andNot(members, seen);
          addWeighted(members, RELEVANCE_WEIGHTS[group]);
          this.memory.or(seen, members);
        }
      }
    }
    const remaining = this.memory.copy(result);
    // Two sets the narrowing alternates between.
    const spare = [this.empty(), this.empty()] as const;
    const docs: number[] = [];
    while (docs.length < wanted) {
      // The best (or worst) score among what is left: digit by digit from the top.
      let tier = remaining;
      for (let digit = slices.length - 1; digit >= 0; digit--) {
        const slice = slices[digit];
        if (!slice) continue; // no score has this digit set
        const narrowed = tier === spare[0] ? spare[1] : spare[0];
        narrowed.set(tier);
        if (ascending) this.memory.andNot(narrowed, slice);
        else this.memory.and(narrowed, slice);
        if (!this.memory.isEmpty(narrowed)) tier = narrowed;
      }
      const size = this.memory.count(tier);
      if (size === 0) break;
      for (const doc of this.ordered(tier, size, { key: 'id' }, wanted - docs.length)) docs.push(doc);
      this.memory.andNot(remaining, tier);
    }
    return docs;
  }

  /**
   * A small result scored title by title (the same points as the bit slices), then sorted: a few
   * thousand membership tests instead of full-width passes per score tier.
   */
  private scoredOneByOne(
    result: Bitset,
    clauses: readonly SearchClause[],
    cache: Map<string, Bitset>,
    ascending: boolean,
    wanted: number,
  ): number[] {
    // Per positive term, its sets in turn (best field first), each with the points a title in it
    // scores: sets[ends[t - 1] .. ends[t]) for term t.
    const sets: Bitset[] = [];
    const weights: number[] = [];
    const ends: number[] = [];
    let most = 0;
    for (const clause of clauses) {
      if (clause.operator === 'not') continue;
      for (const term of clause.terms) {
        if (clause.field === 'any') {
          for (const group of ['A', 'B', 'C', 'D'] as const) {
            sets.push(this.termSet([group], term, cache));
            weights.push(RELEVANCE_WEIGHTS[group]);
          }
        } else {
          sets.push(this.termSet(FIELD_GROUPS[clause.field], term, cache));
          weights.push(FIELD_WEIGHTS[clause.field]);
        }
        most += Math.max(...weights.slice(ends.at(-1) ?? 0));
        ends.push(sets.length);
      }
    }
    // By id, then (stably) by points: most first, or fewest when ascending.
    const docs = this.membersOf(result, this.docCount);
    const ids = new Uint32Array(docs.length);
    for (let i = 0; i < docs.length; i++) ids[i] = this.idOf(docs[i]!);
    const byId = sortByKey(docs, ids);
    const buckets = new Uint32Array(byId.length);
    for (let i = 0; i < byId.length; i++) {
      const doc = byId[i]!;
      const word = doc >>> 5;
      const bit = 1 << (doc & 31);
      let points = 0;
      for (let t = 0, j = 0; t < ends.length; j = ends[t++]!) {
        for (; j < ends[t]!; j++) {
          if ((sets[j]![word]! & bit) === 0) continue;
          points += weights[j]!;
          break;
        }
      }
      buckets[i] = ascending ? points : most - points;
    }
    return Array.from(sortByBucket(byId, buckets, most + 1).subarray(0, wanted));
  }

  /**
   * One word to score (one positive clause of one term, maybe followed by NOT clauses): a title's
   * score is the weight of the best field holding it, so the tiers are the result's titles with the
   * word in the title, then (without those) in a name, a subject, the rest. Best tier first, or
   * worst first when ascending; null for any other search (scored by bit slices).
   */
  private singleTermTiers(
    result: Bitset,
    clauses: readonly SearchClause[],
    cache: Map<string, Bitset>,
    ascending: boolean,
  ): Generator<Bitset, void, undefined> | null {
    const [first, ...rest] = clauses;
    if (!first || first.operator === 'not' || first.terms.length !== 1) return null;
    if (rest.some((clause) => clause.operator !== 'not')) return null;
    const term = first.terms[0]!;
    if (first.field !== 'any')
      return (function* () {
        yield result; // one field, one weight: one tier
      })();
    const tiers = function* (this: SearchIndex) {
      const seen = this.empty();
      const all: Bitset[] = [];
      for (const group of ['A', 'B', 'C', 'D'] as const) {
        const members = this.termSet([group], term, cache);
        const tier = this.memory.copy(members);
        this.memory.and(tier, result);
        this.memory.andNot(tier, seen);
        if (!ascending) yield tier;
        else all.push(tier);
        this.memory.or(seen, members);
      }
      for (let i = all.length - 1; i >= 0; i--) yield all[i]!;
    }.call(this);
    return tiers;
  }

  // ---- suggestions ---------------------------------------------------------------------------

  /**
   * Completions of the last word typed, ranked by how many titles the whole query would then find;
   * the words before it narrow the candidates (autocomplete for titles, authors and subjects).
   */
  complete(text: string, field: SuggestionField, limit: number): Suggestion[] {
    return this.withSets(() => this.completions(text, field, limit));
  }

  private completions(text: string, field: SuggestionField, limit: number): Suggestion[] {
    const terms = tokenizeQuery(text);
    const last = terms.at(-1);
    if (!last || /\s$/u.test(text)) return [];
    const groups = SUGGESTION_FIELDS[field];
    const context = this.memory.copy(this.live);
    for (const term of terms.slice(0, -1)) this.memory.and(context, this.termSet(groups, term));
    const [from, to] = prefixRange(this.main.terms, last.term);
    const frequency = new Map<string, number>();
    for (let k = from; k < to; k++) {
      let df = 0;
      for (const group of groups) df += this.main.postings[group].counts[k]!;
      if (df > 0) frequency.set(this.main.terms[k]!, df);
    }
    for (const group of groups) {
      for (const [term, docs] of this.deltaTerms[group]) {
        if (term.startsWith(last.term)) frequency.set(term, (frequency.get(term) ?? 0) + docs.length);
      }
    }
    // Candidates by raw frequency first (cheap), then counted exactly against the context.
    const candidates = [...frequency].sort((a, b) => b[1] - a[1]).slice(0, Math.max(limit * 4, 32));
    const prefixText = terms
      .slice(0, -1)
      .map((term) => this.displayOf(term.term))
      .join(' ');
    const suggestions: Suggestion[] = [];
    for (const [term] of candidates) {
      const count = this.withSets(() =>
        this.memory.countAnd(this.termSet(groups, { term, prefix: false }), context),
      );
      if (count === 0) continue;
      const word = this.displayOf(term);
      suggestions.push({ text: prefixText ? `${prefixText} ${word}` : word, count });
    }
    return suggestions
      .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text, 'pt-BR'))
      .slice(0, limit);
  }

  private displayOf(term: string): string {
    return this.main.display.get(term) ?? term;
  }

  /** Titles a query finds in a suggestion field (as the correction compares it). */
  count(text: string, field: SuggestionField): number {
    const terms = tokenizeQuery(text);
    return terms.length === 0 ? 0 : this.countTerms(SUGGESTION_FIELDS[field], terms);
  }

  private countTerms(groups: readonly TermGroup[], terms: readonly QueryTerm[]): number {
    return this.withSets(() => {
      const set = this.memory.copy(this.live);
      for (const term of terms) this.memory.and(set, this.termSet(groups, term));
      return this.memory.count(set);
    });
  }

  /**
   * "Did you mean": each word that finds fewer than three titles is replaced by the closest
   * dictionary word (edit distance 1, 2 for words over four letters) that is more frequent;
   * offered only when the corrected query finds more than the original.
   */
  correct(text: string, field: SuggestionField): Suggestion | null {
    const terms = tokenizeQuery(text);
    if (terms.length === 0) return null;
    const groups = SUGGESTION_FIELDS[field];
    const original = this.countTerms(groups, terms);
    const dictionary = this.spellDictionary();
    let changed = false;
    const corrected = terms.map((term) => {
      if (/\d/u.test(term.term)) return term;
      const own = this.countTerms(groups, [{ term: term.term, prefix: false }]);
      if (own >= 3) return term;
      const maxDistance = term.term.length <= 4 ? 1 : 2;
      let best: { term: string; distance: number; df: number } | null = null;
      for (const [candidate, df] of dictionary) {
        if (
          df <= own ||
          candidate === term.term ||
          Math.abs(candidate.length - term.term.length) > maxDistance
        )
          continue;
        const distance = boundedDamerau(term.term, candidate, maxDistance);
        if (distance > maxDistance) continue;
        if (!best || distance < best.distance || (distance === best.distance && df > best.df))
          best = { term: candidate, distance, df };
      }
      if (!best) return term;
      changed = true;
      return { term: best.term, prefix: false };
    });
    if (!changed) return null;
    const count = this.countTerms(groups, corrected);
    if (count <= original) return null;
    return { text: corrected.map((term) => this.displayOf(term.term)).join(' '), count };
  }

  /** Words (not numbers) of three letters or more found in at least two titles, with their frequency. */
  private spellDictionary(): string[] & Array<[string, number]> {
    if (this.spellTerms) return this.spellTerms as never;
    const words = new Map<string, number>();
    this.main.terms.forEach((term, k) => {
      if (term.length < 3 || /\d/u.test(term)) return;
      let df = 0;
      for (const group of ['A', 'B', 'C', 'D'] as const)
        df = Math.max(df, this.main.postings[group].counts[k]!);
      if (df >= 2) words.set(term, df);
    });
    const entries = [...words];
    this.spellTerms = entries as never;
    return entries as never;
  }

  describe(): { documents: number; terms: number; delta: number; seq: number } {
    return {
      documents: this.liveCount,
      terms: this.main.terms.length,
      delta: this.delta.length,
      seq: this.seq,
    };
  }
}

/** One key for requests that ask the same: filters and facet types in any order, defaults spelled out. */
function requestKey(request: SearchRequest): string {
  const filters = Object.entries(request.filters ?? {})
    .filter(([, values]) => Array.isArray(values) && values.length > 0)
    .map(([type, values]) => [type, [...new Set(values)].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([
    request.clauses,
    filters,
    request.acquiredSince ?? null,
    request.years ?? null,
    request.sort ?? null,
    request.page,
    [...new Set(request.facets)].sort(),
    request.facetLimit ?? DEFAULT_FACET_LIMIT,
  ]);
}

function pushTo(map: DeltaPostings, key: string, doc: number): void {
  const list = map.get(key);
  if (list) list.push(doc);
  else map.set(key, [doc]);
}

function merge(
  a: number[],
  b: number[],
  compare: (x: number, y: number) => number,
  wanted: number,
): number[] {
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < wanted && (i < a.length || j < b.length)) {
    if (j >= b.length || (i < a.length && compare(a[i]!, b[j]!) <= 0)) merged.push(a[i++]!);
    else merged.push(b[j++]!);
  }
  return merged;
}

function setRange(set: Bitset, from: number, to: number): void {
  for (let doc = from; doc < to;) {
    if ((doc & 31) === 0 && doc + 32 <= to) {
      set[doc >>> 5] = 0xffffffff;
      doc += 32;
    } else {
      bits.add(set, doc);
      doc++;
    }
  }
}
