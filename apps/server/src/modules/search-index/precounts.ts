import type { QueryTerm } from '../../text/tokenizer.ts';
import type { SearchRequest } from '../search/engine/search-engine.ts';
import type { Bitset } from './bitset.ts';
import { FACET_KEYS, type FacetKey, type TermGroup } from './document.ts';
import type { FacetCounter } from './facet-counting.ts';
import type { IndexDocuments } from './index-documents.ts';
import type { IndexMemory } from './kernels/index-memory.ts';
import { FIELD_GROUPS, type MatchSets, withSets } from './matching.ts';
import {
  PRECOUNT_FIELDS,
  precountCandidates,
  type PrecountField,
  precountKey,
  rangeOf,
} from './precount-candidates.ts';
import { keyHas } from './postings.ts';

/**
 * Precounts of ranges of at most this many dictionary words are kept up as titles leave (a test
 * per word); wider ones are dropped and counted again in the background.
 */
const KEPT_UP_RANGE = 16;

/** At most this many frequent words and prefixes get their matches' facet counts precounted... */
const PRECOUNT_SETS = 1024;
/** ...within this many counters in all (4 bytes each), whatever the number of facet values. */
const PRECOUNT_COUNTERS = 8 << 20;

/** A frequent one-word search's precounted facets. */
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

/**
 * Per frequent one-word search (a word or the start of one, in a field; see precountKey), its
 * matches' counts per facet value over the live main segment, and how many they are: a search
 * for it skips its costliest count, and a shorter prefix counts only the titles it leaves out.
 * Kept exact as titles leave the main segment; changed titles are counted beside them as always.
 */
export class Precounts {
  private readonly held = new Map<string, Precount>();
  private dropped = false;
  private readonly memory: IndexMemory;

  constructor(
    private readonly documents: IndexDocuments,
    private readonly sets: MatchSets,
    private readonly counters: Readonly<Record<FacetKey, FacetCounter>>,
    /** Searches found by at least this many titles are precounted. */
    private readonly precountFrom: number,
  ) {
    this.memory = sets.memory;
  }

  /** Precounted searches held. */
  get size(): number {
    return this.held.size;
  }

  /** Whether titles left the index since the last precount and some precounts had to go with them. */
  get missing(): boolean {
    return this.dropped;
  }

  /**
   * Counts, per facet value, the matches of the most frequent one-word searches (ADR 070, 074):
   * words and starts of words (the search field sends a word of three letters or more as a
   * prefix) in any field, names, subjects and titles, found by at least `precountFrom` titles;
   * the most frequent first, within PRECOUNT_SETS and PRECOUNT_COUNTERS. One search per turn of
   * the event loop, so searches go on meanwhile; `stop` is asked between them (a swapped-out
   * index stops). Precounts still held are kept. Returns how many were counted.
   */
  async countFrequentTerms(stop: () => boolean): Promise<number> {
    const { terms, postings, facetValues } = this.documents.main;
    const candidates = precountCandidates(terms, postings, FIELD_GROUPS, this.precountFrom);
    const perSet = FACET_KEYS.reduce((sum, key) => sum + facetValues[key].length, 0);
    const most = Math.min(PRECOUNT_SETS, Math.floor(PRECOUNT_COUNTERS / Math.max(1, perSet)));
    this.dropped = false;
    let done = 0;
    for (const [n, { field, query, range }] of candidates.entries()) {
      if (n === most) break;
      const key = precountKey(field, range);
      if (this.held.has(key)) continue; // still exact (kept up as titles left)
      await new Promise((resolve) => setImmediate(resolve));
      if (stop()) break;
      this.held.set(key, {
        field,
        query,
        range,
        ...this.countMainFacets(FIELD_GROUPS[field], query),
      });
      done++;
    }
    return done;
  }

  /** Takes a main title that leaves the index out of the precounts that hold it. */
  forgetMainTitle(doc: number): void {
    for (const [key, precount] of this.held) {
      // A wide range (a short start of a word) would cost a test per word it covers: dropped,
      // and counted again by the next precount (see `missing`).
      if (precount.range[1] - precount.range[0] > KEPT_UP_RANGE) {
        this.held.delete(key);
        this.dropped = true;
        continue;
      }
      if (!this.mainDocHas(FIELD_GROUPS[precount.field], precount.range, doc)) continue;
      for (const [type, vector] of precount.vectors)
        for (const value of this.counters[type].valuesOf(doc)) vector[value]!--;
      precount.size--;
    }
  }

  /**
   * Precounted facets for a request of one word alone (in a precounted field, no date limit):
   * its own, or, for a prefix (the last word as typed), those of the most frequent precounted
   * search it covers, with the matches that one leaves out (`rest`, still to be counted).
   */
  usedBy(request: SearchRequest, matched: Bitset): PrecountUse | undefined {
    if (this.held.size === 0 || request.clauses.length !== 1 || request.acquiredSince || request.years)
      return undefined;
    const [clause] = request.clauses;
    const field = clause!.field as PrecountField;
    if (!PRECOUNT_FIELDS.includes(field) || clause!.operator === 'not' || clause!.terms.length !== 1)
      return undefined;
    const query = clause!.terms[0]!;
    const [from, to] = rangeOf(this.documents.main.terms, query);
    const own = this.held.get(precountKey(field, [from, to]));
    if (own) return { vectors: own.vectors, rest: null };
    if (!query.prefix) return undefined;
    let widest: Precount | undefined;
    for (const precount of this.held.values()) {
      const [start, end] = precount.range;
      if (precount.field === field && start >= from && end <= to && (!widest || precount.size > widest.size))
        widest = precount;
    }
    if (!widest) return undefined;
    const rest = this.memory.copy(matched);
    this.memory.andNot(rest, this.sets.termSet(FIELD_GROUPS[field], widest.query));
    return { vectors: widest.vectors, rest };
  }

  /** Per facet type, the live main titles holding a query term in some groups, per value; and how many. */
  private countMainFacets(
    groups: readonly TermGroup[],
    query: QueryTerm,
  ): Pick<Precount, 'vectors' | 'size'> {
    const { main } = this.documents;
    const { memory } = this;
    const vectors = new Map<FacetKey, Int32Array>();
    return withSets(memory, () => {
      const set = memory.copy(this.documents.live);
      const holding = this.sets.empty();
      // Changed titles in the set are ignored by the counts below: they are counted apart.
      this.sets.orTermInto(groups, query, holding);
      memory.and(set, holding);
      const placed = memory.place(set);
      for (const key of FACET_KEYS) {
        const values = main.facetValues[key].length;
        if (values === 0) continue;
        vectors.set(key, this.counters[key].count(placed, null)[0]);
      }
      return { vectors, size: memory.countRange(placed, 0, main.count) };
    });
  }

  /** Whether a main title holds, in some groups, a term of the dictionary range [from, to). */
  private mainDocHas(groups: readonly TermGroup[], [from, to]: [number, number], doc: number): boolean {
    const { postings } = this.documents.main;
    for (let k = from; k < to; k++)
      for (const group of groups) if (keyHas(postings[group], k, doc)) return true;
    return false;
  }
}
