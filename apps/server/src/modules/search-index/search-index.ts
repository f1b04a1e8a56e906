import { type QueryTerm, tokenizeQuery } from '../../text/tokenizer.ts';
import * as bits from './bitset.ts';
import { type Bitset, popcount32 } from './bitset.ts';
import {
  compareStaticRank,
  type FacetType,
  type IndexDocument,
  TERM_GROUPS,
  type TermGroup,
} from './document.ts';
import { countKeyAnd, findKey, orKeyInto, prefixRange } from './postings.ts';
import { FACET_KEYS, type FacetKey, type MainSegment, NO_YEAR, titleCollator } from './segment.ts';

export type IndexSort = 'relevancia' | 'ano_desc' | 'ano_asc' | 'titulo_asc' | 'titulo_desc';

export type IndexQuery = {
  /** The patron's words; empty browses every title. */
  text: string;
  /** Which fields the words must be found in. */
  field?: TermGroup;
  /** Chosen facet values: OR within a type, AND across types. */
  filters?: Partial<Record<FacetType, readonly string[]>>;
  sort?: IndexSort;
  offset?: number;
  limit?: number;
  /** Count facets (each facet over the result without its own filter). */
  facets?: boolean;
};

export type FacetCount = { value: string; count: number };

export type IndexResult = {
  total: number;
  /** cod_acervo of the requested page, in order. */
  ids: number[];
  facets: Partial<Record<FacetType, FacetCount[]>>;
};

export type Suggestion = { text: string; count: number };

type DeltaPostings = Map<string, number[]>;

/** How many changed titles may pile up beside the main segment before a rebuild is due. */
export function deltaBudget(mainCount: number): number {
  return Math.max(4096, Math.floor(mainCount / 20));
}

/**
 * The in-memory search index (ADR 070): a main segment in static-rank order plus a small delta of
 * titles changed since it was built (a change is delete + re-add). Every query is evaluated on
 * dense bitsets; facets count by bitmap popcount, years by contiguous ranges.
 */
export class SearchIndex {
  readonly main: MainSegment;
  /** Outbox position applied so far. */
  seq: number;
  private live: Bitset;
  private docOfId: Int32Array;
  private readonly deltaIds: number[] = [];
  private readonly deltaYears: number[] = [];
  private readonly deltaTitles: string[] = [];
  private readonly deltaTerms = Object.fromEntries(TERM_GROUPS.map((group) => [group, new Map()])) as Record<
    TermGroup,
    DeltaPostings
  >;
  private readonly deltaFacets = Object.fromEntries(FACET_KEYS.map((key) => [key, new Map()])) as Record<
    FacetKey,
    DeltaPostings
  >;
  private readonly titleRank: Uint32Array;
  /** Year ranges of the main segment: yearValues[i] covers [yearStarts[i], yearStarts[i + 1]). */
  private readonly yearValues: number[] = [];
  private readonly yearStarts: number[] = [];
  private liveCount: number;
  private spellTerms: string[] | null = null;

  constructor(main: MainSegment) {
    this.main = main;
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
    this.titleRank = new Uint32Array(main.count);
    main.titleOrder.forEach((doc, rank) => {
      this.titleRank[doc] = rank;
    });
    for (let doc = 0; doc < main.count; doc++) {
      const year = main.years[doc]!;
      if (doc === 0 || year !== main.years[doc - 1]) {
        this.yearValues.push(year);
        this.yearStarts.push(doc);
      }
    }
    this.yearStarts.push(main.count);
  }

  /** Titles currently searchable. */
  get size(): number {
    return this.liveCount;
  }

  /** Titles changed since the main segment was built. */
  get deltaSize(): number {
    return this.deltaIds.length;
  }

  private get docCount(): number {
    return this.main.count + this.deltaIds.length;
  }

  private get words(): number {
    return this.live.length;
  }

  has(id: number): boolean {
    return id < this.docOfId.length && this.docOfId[id]! >= 0;
  }

  // ---- changes -------------------------------------------------------------------------------

  /** Forgets a title (no-op when absent). */
  remove(id: number): void {
    if (!this.has(id)) return;
    const doc = this.docOfId[id]!;
    bits.remove(this.live, doc);
    this.docOfId[id] = -1;
    this.liveCount--;
  }

  /** Adds a title, replacing its previous version. */
  upsert(document: IndexDocument): void {
    this.remove(document.id);
    const doc = this.docCount;
    if (bits.wordsFor(doc + 1) > this.live.length) {
      const grown = new Uint32Array(this.live.length * 2);
      grown.set(this.live);
      this.live = grown;
    }
    if (document.id >= this.docOfId.length) {
      const grown = new Int32Array(Math.max(document.id + 1, this.docOfId.length * 2)).fill(-1);
      grown.set(this.docOfId);
      this.docOfId = grown;
    }
    this.deltaIds.push(document.id);
    this.deltaYears.push(document.year ?? NO_YEAR);
    this.deltaTitles.push(document.titleSort);
    for (const group of TERM_GROUPS) {
      for (const term of document.terms[group]) pushTo(this.deltaTerms[group], term, doc);
    }
    for (const key of FACET_KEYS) {
      for (const value of document.facets[key]) pushTo(this.deltaFacets[key], value, doc);
    }
    bits.add(this.live, doc);
    this.docOfId[document.id] = doc;
    this.liveCount++;
    this.spellTerms = null;
  }

  // ---- term sets -----------------------------------------------------------------------------

  private empty(): Bitset {
    return new Uint32Array(this.words);
  }

  /** Documents (live or not) holding a query term in a group. */
  private termSet(group: TermGroup, query: QueryTerm): Bitset {
    const out = this.empty();
    const table = this.main.postings[group];
    const { terms } = this.main;
    if (query.prefix) {
      const [from, to] = prefixRange(terms, query.term);
      for (let k = from; k < to; k++) if (table.counts[k]! > 0) orKeyInto(table, k, out);
      for (const [term, docs] of this.deltaTerms[group]) {
        if (term.startsWith(query.term)) for (const doc of docs) bits.add(out, doc);
      }
    } else {
      const k = findKey(terms, query.term);
      if (k >= 0 && table.counts[k]! > 0) orKeyInto(table, k, out);
      for (const doc of this.deltaTerms[group].get(query.term) ?? []) bits.add(out, doc);
    }
    return out;
  }

  /** Live documents holding every query term (every live document for no terms). */
  private matchSet(group: TermGroup, terms: readonly QueryTerm[]): Bitset {
    const out = this.live.slice();
    for (const term of terms) bits.andInto(out, this.termSet(group, term));
    return out;
  }

  private filterSet(type: FacetType, values: readonly string[]): Bitset {
    const out = this.empty();
    if (type === 'Y') {
      const wanted = new Set(values.map((value) => Number(value)).filter((year) => Number.isInteger(year)));
      this.yearValues.forEach((year, i) => {
        if (year !== NO_YEAR && wanted.has(year)) setRange(out, this.yearStarts[i]!, this.yearStarts[i + 1]!);
      });
      this.deltaYears.forEach((year, i) => {
        if (year !== NO_YEAR && wanted.has(year)) bits.add(out, this.main.count + i);
      });
      return out;
    }
    const keys = this.main.facetValues[type];
    const table = this.main.facets[type];
    for (const value of new Set(values)) {
      const k = findKey(keys, value);
      if (k >= 0) orKeyInto(table, k, out);
      for (const doc of this.deltaFacets[type].get(value) ?? []) bits.add(out, doc);
    }
    return out;
  }

  // ---- search --------------------------------------------------------------------------------

  search(query: IndexQuery): IndexResult {
    const group = query.field ?? 'todos';
    const terms = tokenizeQuery(query.text);
    const matched = this.matchSet(group, terms);
    const filtered = Object.entries(query.filters ?? {}).filter(
      (entry): entry is [FacetType, readonly string[]] => (entry[1]?.length ?? 0) > 0,
    );
    const filterSets = new Map(filtered.map(([type, values]) => [type, this.filterSet(type, values)]));
    const result = matched.slice();
    for (const set of filterSets.values()) bits.andInto(result, set);
    const total = bits.count(result);

    const facets: IndexResult['facets'] = {};
    if (query.facets) {
      for (const type of ['T', 'Y', 'I', 'X', 'B'] as const) {
        let base = result;
        if (filterSets.has(type)) {
          base = matched.slice();
          for (const [other, set] of filterSets) if (other !== type) bits.andInto(base, set);
        }
        facets[type] = this.countFacet(type, base);
      }
    }
    const offset = Math.max(0, query.offset ?? 0);
    const limit = Math.max(0, query.limit ?? 20);
    const docs =
      total === 0 || limit === 0
        ? []
        : this.page(result, total, query.sort ?? 'relevancia', group, terms, offset, limit);
    return { total, ids: docs.map((doc) => this.idOf(doc)), facets };
  }

  private idOf(doc: number): number {
    return doc < this.main.count ? this.main.ids[doc]! : this.deltaIds[doc - this.main.count]!;
  }

  private yearOf(doc: number): number {
    return doc < this.main.count ? this.main.years[doc]! : this.deltaYears[doc - this.main.count]!;
  }

  private titleOf(doc: number): string {
    return doc < this.main.count ? this.main.titles[doc]! : this.deltaTitles[doc - this.main.count]!;
  }

  private countFacet(type: FacetType, base: Bitset): FacetCount[] {
    const counts: FacetCount[] = [];
    const mainCount = this.main.count;
    if (type === 'Y') {
      const byYear = new Map<number, number>();
      for (let i = 0; i < this.yearValues.length; i++) {
        const year = this.yearValues[i]!;
        if (year === NO_YEAR) continue;
        const n = countRange(base, this.yearStarts[i]!, this.yearStarts[i + 1]!);
        if (n > 0) byYear.set(year, n);
      }
      this.forEachDelta(base, (doc) => {
        const year = this.deltaYears[doc - mainCount]!;
        if (year !== NO_YEAR) byYear.set(year, (byYear.get(year) ?? 0) + 1);
      });
      for (const [year, count] of byYear) counts.push({ value: String(year), count });
      return counts.sort((a, b) => Number(b.value) - Number(a.value));
    }
    const keys = this.main.facetValues[type];
    const table = this.main.facets[type];
    const seen = new Set<string>();
    for (let k = 0; k < keys.length; k++) {
      let n = table.counts[k]! > 0 ? countKeyAnd(table, k, base) : 0;
      for (const doc of this.deltaFacets[type].get(keys[k]!) ?? []) if (bits.has(base, doc)) n++;
      seen.add(keys[k]!);
      if (n > 0) counts.push({ value: keys[k]!, count: n });
    }
    for (const [value, docs] of this.deltaFacets[type]) {
      if (seen.has(value)) continue;
      const n = docs.filter((doc) => bits.has(base, doc)).length;
      if (n > 0) counts.push({ value, count: n });
    }
    return counts;
  }

  /** Members of `set` among the delta documents. */
  private forEachDelta(set: Bitset, visit: (doc: number) => void): void {
    for (let doc = this.main.count; doc < this.docCount; doc++) if (bits.has(set, doc)) visit(doc);
  }

  // ---- ordering ------------------------------------------------------------------------------

  private page(
    result: Bitset,
    total: number,
    sort: IndexSort,
    group: TermGroup,
    terms: QueryTerm[],
    offset: number,
    limit: number,
  ): number[] {
    const wanted = offset + limit;
    if (offset >= total) return [];
    let mainDocs: number[];
    let compare: (a: number, b: number) => number;
    const byStatic = (a: number, b: number) =>
      compareStaticRank(
        { year: nullableYear(this.yearOf(a)), id: this.idOf(a) },
        { year: nullableYear(this.yearOf(b)), id: this.idOf(b) },
      );
    switch (sort) {
      case 'ano_desc':
        compare = byStatic;
        mainDocs = this.firstMain(result, wanted);
        break;
      case 'ano_asc':
        compare = (a, b) => {
          const ya = this.yearOf(a);
          const yb = this.yearOf(b);
          if (ya !== yb) return ya === NO_YEAR ? 1 : yb === NO_YEAR ? -1 : ya - yb;
          return this.idOf(a) - this.idOf(b);
        };
        mainDocs = this.firstMainYearAscending(result, wanted);
        break;
      case 'titulo_asc':
      case 'titulo_desc': {
        const sign = sort === 'titulo_asc' ? 1 : -1;
        compare = (a, b) =>
          sign * (titleCollator.compare(this.titleOf(a), this.titleOf(b)) || this.idOf(a) - this.idOf(b));
        mainDocs = this.firstMainByTitle(result, total, wanted, sign);
        break;
      }
      case 'relevancia':
      default: {
        const ranked = this.relevance(result, group, terms, wanted);
        mainDocs = ranked.mainDocs;
        compare = (a, b) => ranked.tierOf(a) - ranked.tierOf(b) || byStatic(a, b);
        break;
      }
    }
    const deltaDocs: number[] = [];
    this.forEachDelta(result, (doc) => deltaDocs.push(doc));
    if (deltaDocs.length === 0) return mainDocs.slice(offset, wanted);
    deltaDocs.sort(compare);
    const merged: number[] = [];
    let i = 0;
    let j = 0;
    while (merged.length < wanted && (i < mainDocs.length || j < deltaDocs.length)) {
      if (j >= deltaDocs.length || (i < mainDocs.length && compare(mainDocs[i]!, deltaDocs[j]!) <= 0)) {
        merged.push(mainDocs[i++]!);
      } else merged.push(deltaDocs[j++]!);
    }
    return merged.slice(offset, wanted);
  }

  /** The first `n` main-segment members in document (static-rank) order. */
  private firstMain(set: Bitset, n: number): number[] {
    const docs: number[] = [];
    const mainCount = this.main.count;
    bits.forEach(set, (doc) => {
      if (doc >= mainCount) return false;
      docs.push(doc);
      return docs.length < n;
    });
    return docs;
  }

  /** Year ascending (titles without a year last), id ascending within a year. */
  private firstMainYearAscending(set: Bitset, n: number): number[] {
    const docs: number[] = [];
    const order: number[] = [];
    for (let i = this.yearValues.length - 1; i >= 0; i--) if (this.yearValues[i] !== NO_YEAR) order.push(i);
    const noYear = this.yearValues.indexOf(NO_YEAR);
    if (noYear >= 0) order.push(noYear);
    for (const i of order) {
      for (let doc = this.yearStarts[i]!; doc < this.yearStarts[i + 1]! && docs.length < n; doc++) {
        const word = set[doc >>> 5]!;
        if (word === 0) {
          doc |= 31; // skip the rest of an empty word
          continue;
        }
        if ((word & (1 << (doc & 31))) !== 0) docs.push(doc);
      }
      if (docs.length >= n) break;
    }
    return docs;
  }

  /** Title order: sort small results by title rank, walk the title permutation for large ones. */
  private firstMainByTitle(set: Bitset, total: number, n: number, sign: 1 | -1): number[] {
    const mainCount = this.main.count;
    if (total <= 50_000 || total < mainCount / 16) {
      const docs: number[] = [];
      bits.forEach(set, (doc) => {
        if (doc >= mainCount) return false;
        docs.push(doc);
      });
      const rank = this.titleRank;
      const sorted = Uint32Array.from(docs).sort((a, b) => rank[a]! - rank[b]!);
      if (sign === -1) sorted.reverse();
      return Array.from(sorted.subarray(0, n));
    }
    const order = this.main.titleOrder;
    const docs: number[] = [];
    if (sign === 1) {
      for (let i = 0; i < order.length && docs.length < n; i++)
        if (bits.has(set, order[i]!)) docs.push(order[i]!);
    } else {
      for (let i = order.length - 1; i >= 0 && docs.length < n; i--)
        if (bits.has(set, order[i]!)) docs.push(order[i]!);
    }
    return docs;
  }

  /**
   * Relevance by tiers, never by scoring every match: titles whose title holds the rarer query
   * words come first (term weight = log(N / df)), then static rank within a tier.
   */
  private relevance(
    result: Bitset,
    group: TermGroup,
    terms: QueryTerm[],
    n: number,
  ): { mainDocs: number[]; tierOf: (doc: number) => number } {
    const considered = terms.slice(0, 4);
    if (considered.length === 0) return { mainDocs: this.firstMain(result, n), tierOf: () => 0 };
    const titleSets = considered.map((term) => this.termSet('titulo', term));
    const size = Math.max(1, this.liveCount);
    const weights = considered.map((term) => {
      const df = Math.max(1, bits.countAnd(this.termSet(group, term), this.live));
      return Math.log(1 + size / df);
    });
    // Subsets of title hits, best first: higher summed weight, then more words.
    const subsets = Array.from({ length: 1 << considered.length }, (_, mask) => mask);
    const weightOf = (mask: number) => weights.reduce((sum, w, i) => (mask & (1 << i) ? sum + w : sum), 0);
    subsets.sort((a, b) => weightOf(b) - weightOf(a) || popcount32(b) - popcount32(a) || a - b);
    const tierOfMask = new Map(subsets.map((mask, tier) => [mask, tier]));
    const maskOf = (doc: number) =>
      titleSets.reduce((mask, set, i) => (bits.has(set, doc) ? mask | (1 << i) : mask), 0);
    const tierOf = (doc: number) => tierOfMask.get(maskOf(doc))!;

    const mainDocs: number[] = [];
    for (const mask of subsets) {
      if (mainDocs.length >= n) break;
      const tier = result.slice();
      titleSets.forEach((set, i) => (mask & (1 << i) ? bits.andInto(tier, set) : bits.andNotInto(tier, set)));
      for (const doc of this.firstMain(tier, n - mainDocs.length)) mainDocs.push(doc);
    }
    return { mainDocs, tierOf };
  }

  // ---- suggestions ---------------------------------------------------------------------------

  /**
   * Completions of the last word typed, ranked by how many titles the whole query would then find;
   * the words before it narrow the candidates (autocomplete for titles, authors and subjects).
   */
  complete(text: string, group: TermGroup, limit: number): Suggestion[] {
    const terms = tokenizeQuery(text);
    const last = terms.at(-1);
    if (!last || /\s$/u.test(text)) return [];
    const context = terms.slice(0, -1);
    const contextSet = this.matchSet(group, context);
    const table = this.main.postings[group];
    const [from, to] = prefixRange(this.main.terms, last.term);
    // Candidates by raw frequency first (cheap), then counted exactly against the context.
    const candidates: Array<{ term: string; k: number; df: number }> = [];
    for (let k = from; k < to; k++)
      if (table.counts[k]! > 0) candidates.push({ term: this.main.terms[k]!, k, df: table.counts[k]! });
    for (const [term, docs] of this.deltaTerms[group]) {
      if (term.startsWith(last.term) && findKey(this.main.terms, term) < 0)
        candidates.push({ term, k: -1, df: docs.length });
    }
    candidates.sort((a, b) => b.df - a.df);
    const prefixText = context.map((term) => this.displayOf(term.term)).join(' ');
    const suggestions: Suggestion[] = [];
    for (const candidate of candidates.slice(0, Math.max(limit * 4, 32))) {
      let count = candidate.k >= 0 ? countKeyAnd(table, candidate.k, contextSet) : 0;
      for (const doc of this.deltaTerms[group].get(candidate.term) ?? [])
        if (bits.has(contextSet, doc)) count++;
      if (count > 0) {
        const word = this.displayOf(candidate.term);
        suggestions.push({ text: prefixText ? `${prefixText} ${word}` : word, count });
      }
    }
    return suggestions
      .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text, 'pt-BR'))
      .slice(0, limit);
  }

  private displayOf(term: string): string {
    return this.main.display.get(term) ?? term;
  }

  /**
   * "Did you mean": each word that finds few or no titles is replaced by the closest dictionary
   * word (edit distance 1, 2 for longer words) that is more frequent; offered only when the
   * corrected query finds more than the original.
   */
  correct(text: string, group: TermGroup): Suggestion | null {
    const terms = tokenizeQuery(text);
    if (terms.length === 0) return null;
    const original = bits.count(this.matchSet(group, terms));
    const dictionary = this.spellDictionary();
    const table = this.main.postings[group];
    let changed = false;
    const corrected = terms.map((term) => {
      if (/^\d+$/u.test(term.term)) return term;
      const own = bits.count(this.matchSet(group, [term]));
      if (own >= 3) return term;
      const maxDistance = term.term.length <= 4 ? 1 : 2;
      let best: { term: string; distance: number; df: number } | null = null;
      for (const candidate of dictionary) {
        if (Math.abs(candidate.length - term.term.length) > maxDistance || candidate === term.term) continue;
        const distance = boundedDamerau(term.term, candidate, maxDistance);
        if (distance > maxDistance) continue;
        const k = findKey(this.main.terms, candidate);
        const df = k >= 0 ? table.counts[k]! : (this.deltaTerms[group].get(candidate)?.length ?? 0);
        if (df <= own) continue;
        if (!best || distance < best.distance || (distance === best.distance && df > best.df))
          best = { term: candidate, distance, df };
      }
      if (!best) return term;
      changed = true;
      return { term: best.term, prefix: false };
    });
    if (!changed) return null;
    const count = bits.count(this.matchSet(group, corrected));
    if (count <= original) return null;
    return { text: corrected.map((term) => this.displayOf(term.term)).join(' '), count };
  }

  /** Words (not numbers) found in at least two titles: the vocabulary corrections come from. */
  private spellDictionary(): string[] {
    if (this.spellTerms) return this.spellTerms;
    const table = this.main.postings.todos;
    const words = new Set<string>();
    this.main.terms.forEach((term, k) => {
      if (table.counts[k]! >= 2 && term.length >= 3 && !/\d/u.test(term)) words.add(term);
    });
    for (const [term, docs] of this.deltaTerms.todos)
      if (docs.length >= 2 && term.length >= 3 && !/\d/u.test(term)) words.add(term);
    this.spellTerms = [...words];
    return this.spellTerms;
  }

  /** Checks the invariants a build or load must keep (used by tests and after loading a snapshot). */
  describe(): { documents: number; terms: number; delta: number; seq: number } {
    return {
      documents: this.liveCount,
      terms: this.main.terms.length,
      delta: this.deltaIds.length,
      seq: this.seq,
    };
  }
}

function pushTo(map: DeltaPostings, key: string, doc: number): void {
  const list = map.get(key);
  if (list) list.push(doc);
  else map.set(key, [doc]);
}

function nullableYear(year: number): number | null {
  return year === NO_YEAR ? null : year;
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

/** Members of `set` in [from, to). */
function countRange(set: Bitset, from: number, to: number): number {
  if (from >= to) return 0;
  const firstWord = from >>> 5;
  const lastWord = (to - 1) >>> 5;
  const headMask = ~0 << (from & 31);
  const tailMask = (to & 31) === 0 ? ~0 : (1 << (to & 31)) - 1;
  if (firstWord === lastWord) return popcount32(set[firstWord]! & headMask & tailMask);
  let total = popcount32(set[firstWord]! & headMask);
  for (let i = firstWord + 1; i < lastWord; i++) {
    const word = set[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total + popcount32(set[lastWord]! & tailMask);
}

/** Optimal-string-alignment distance, giving up (returning max + 1) once it exceeds `max`. */
export function boundedDamerau(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  let previous2 = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[m]!;
}
