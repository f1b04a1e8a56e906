import type { FacetType, IndexDocument } from './document.ts';
import type { SearchRequest, SearchResult } from '../search/engine/search-engine.ts';
import { LruMap } from '../search/lru-map.ts';
import type { Bitset } from './bitset.ts';
import { Completions, type Suggestion, type SuggestionField } from './completions.ts';
import { FacetAnswers } from './facet-answers.ts';
import { facetCountersOf } from './facet-counting.ts';
import { IndexDocuments } from './index-documents.ts';
import { MainOrder } from './main-order.ts';
import type { MainSegment } from './main-segment.ts';
import { MatchSets, withSets } from './matching.ts';
import { Precounts } from './precounts.ts';
import { Relevance } from './relevance.ts';
import { requestKey } from './request-key.ts';
import { ResultOrder } from './result-order.ts';
import { Spelling } from './spelling.ts';

export type { SuggestionField } from './completions.ts';

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

const SMALL_RESULT = 4096;

/** Whole answers of this many recent requests are kept (a few kB each). */
const RESULT_CACHE_ENTRIES = 512;

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
  private readonly documents: IndexDocuments;
  private readonly sets: MatchSets;
  private readonly resultOrder: ResultOrder;
  private readonly relevance: Relevance;
  private readonly precounts: Precounts;
  private readonly facets: FacetAnswers;
  private readonly completions: Completions;
  private readonly spelling: Spelling;
  /**
   * Whole answers of recent requests, by request: a catalogue's searches repeat (the popular
   * words, the home page's browse views, a patron going back a page), and a repeat then costs a
   * lookup. Emptied by every change, like the facets' caches, so an answer is never older than
   * the data.
   */
  private readonly recentResults: LruMap<SearchResult>;

  constructor(main: MainSegment, options: SearchIndexOptions = {}) {
    this.main = main;
    this.seq = main.seq;
    this.recentResults = new LruMap(options.keptAnswers ?? RESULT_CACHE_ENTRIES);
    const smallResult = options.smallResult ?? SMALL_RESULT;
    const facetCacheFrom = options.facetCacheFrom ?? SMALL_RESULT;
    const precountFrom = options.precountFrom ?? Math.max(SMALL_RESULT, Math.floor(main.count / 200));
    const documents = new IndexDocuments(main);
    const order = new MainOrder(main);
    const counters = facetCountersOf(main);
    this.documents = documents;
    this.sets = new MatchSets(documents, order);
    this.resultOrder = new ResultOrder(documents, order, main.memory, smallResult);
    this.relevance = new Relevance(documents, this.sets, this.resultOrder, smallResult);
    this.precounts = new Precounts(documents, this.sets, counters, precountFrom);
    this.facets = new FacetAnswers(documents, order, counters, this.precounts, facetCacheFrom);
    this.completions = new Completions(documents, this.sets);
    this.spelling = new Spelling(main, this.sets);
  }

  /** Titles currently searchable. */
  get size(): number {
    return this.documents.liveCount;
  }

  /** Titles changed since the main segment was built. */
  get deltaSize(): number {
    return this.documents.delta.length;
  }

  has(id: number): boolean {
    return this.documents.has(id);
  }

  // ---- changes -------------------------------------------------------------------------------

  /**
   * Empties what was kept of recent searches (answers, facet counts; not the precounts, which
   * follow changes): every change does, and the benches between rounds, to time the work itself.
   */
  forgetRecent(): void {
    this.recentResults.clear();
    this.facets.forgetRecent();
  }

  /** Forgets a title (no-op when absent). */
  remove(id: number): void {
    const doc = this.documents.remove(id);
    if (doc < 0) return;
    this.forgetRecent();
    if (!this.documents.isMain(doc)) return;
    this.facets.forgetMainTitle(doc);
    this.precounts.forgetMainTitle(doc);
  }

  /** Adds a title, replacing its previous version. */
  upsert(document: IndexDocument): void {
    this.remove(document.id);
    this.forgetRecent();
    this.documents.add(document, this.main.memory.setWords);
  }

  // ---- precounted facets of frequent searches -----------------------------------------------

  /** Precounts the facets of the most frequent one-word searches (see Precounts.countFrequentTerms). */
  precountFrequentTerms(stop: () => boolean = () => false): Promise<number> {
    return this.precounts.countFrequentTerms(stop);
  }

  /** Whether titles left the index since the last precount and some precounts had to go with them. */
  get precountsMissing(): boolean {
    return this.precounts.missing;
  }

  /** Precounted searches held. */
  get precountsHeld(): number {
    return this.precounts.size;
  }

  // ---- search --------------------------------------------------------------------------------

  /** The answer to a request; shared with other callers asking the same, so never to be changed. */
  search(request: SearchRequest): SearchResult {
    const key = requestKey(request);
    const kept = this.recentResults.get(key);
    if (kept) return kept;
    const result = withSets(this.main.memory, () => this.answer(request));
    this.recentResults.set(key, result);
    return result;
  }

  private answer(request: SearchRequest): SearchResult {
    const { sets } = this;
    const { memory } = sets;
    const cache = new Map<string, Bitset>();
    const matched = sets.matchSet(request.clauses, cache);
    if (request.acquiredSince) memory.and(matched, sets.acquiredSet(request.acquiredSince));
    if (request.years) memory.and(matched, sets.yearRangeSet(request.years));
    const filtered = Object.entries(request.filters ?? {}).filter(
      (entry): entry is [FacetType, readonly string[]] => Array.isArray(entry[1]) && entry[1].length > 0,
    );
    const filterSets = new Map(filtered.map(([type, values]) => [type, sets.filterSet(type, values)]));
    // The same set when nothing filters it: facets then count the matches once, not twice.
    const result = filterSets.size > 0 ? memory.copy(matched) : matched;
    for (const set of filterSets.values()) memory.and(result, set);
    const total = memory.count(result);

    const facets = this.facets.facetsOf(request, matched, result, filterSets);

    const { offset, limit } = request.page;
    const wanted = offset + limit;
    let docs: number[] = [];
    if (limit > 0 && offset < total) {
      const sort = request.sort ?? { key: 'relevance' };
      docs =
        sort.key === 'relevance'
          ? this.relevance.ranked(result, total, request.clauses, cache, sort.descending === true, wanted)
          : this.resultOrder.ordered(result, total, sort, wanted);
    }
    return { total, ids: docs.slice(offset, wanted).map((doc) => this.documents.idOf(doc)), facets };
  }

  // ---- suggestions ---------------------------------------------------------------------------

  /**
   * Completions of the last word typed, ranked by how many titles the whole query would then find;
   * the words before it narrow the candidates (autocomplete for titles, authors and subjects).
   */
  complete(text: string, field: SuggestionField, limit: number): Suggestion[] {
    return this.completions.complete(text, field, limit);
  }

  /** Titles a query finds in a suggestion field (as the correction compares it). */
  count(text: string, field: SuggestionField): number {
    return this.completions.count(text, field);
  }

  /** "Did you mean" (see Spelling.correct). */
  correct(text: string, field: SuggestionField): Suggestion | null {
    return this.spelling.correct(text, field);
  }

  describe(): { documents: number; terms: number; delta: number; seq: number } {
    return {
      documents: this.documents.liveCount,
      terms: this.main.terms.length,
      delta: this.documents.delta.length,
      seq: this.seq,
    };
  }
}
