import type { QueryTerm } from '../../../text/tokenizer.ts';

/**
 * The search abstraction (ADR 050). Routes speak only to a `SearchEngine`; the SQL engine over
 * PostgreSQL/PGlite is the reference implementation, and any other engine (the in-memory index)
 * must answer the same request with the same total, the same ids in the same order and the same
 * facet counts. This file is a stable contract: extend it only with optional members.
 */

/** Where a clause's terms are looked for. */
export type SearchField =
  /** Every searchable field: title, authors, subjects, publisher, notes, series, call number, ISBN/ISSN. */
  'any' | 'title' | 'author' | 'subject' | 'series' | 'callNumber' | 'isbn' | 'issn';

/** How a clause combines with everything before it (left to right); the first clause has none. */
export type ClauseOperator = 'and' | 'or' | 'not';

/**
 * One line of a (simple or advanced) query. `terms` come from `tokenizeQuery` of the shared
 * tokenizer and must all match (AND) within the field; a term flagged `prefix` also matches longer
 * words starting with it. ISBN/ISSN terms are the tokenizer's canonical digits.
 */
export type SearchClause = {
  field: SearchField;
  terms: QueryTerm[];
  operator?: ClauseOperator;
};

/**
 * Facet types by their spec codes: T work type, Y year, I language, X "only with" (C cover,
 * O online, A accessibility), R repository, K classification (main class), Z institution,
 * A author, S subject, B library holding copies, P publisher, C series (collection), E event.
 */
export const FACET_TYPES = ['T', 'Y', 'I', 'X', 'R', 'K', 'Z', 'A', 'S', 'B', 'P', 'C', 'E'] as const;
export type FacetType = (typeof FACET_TYPES)[number];

/** Chosen facet values: AND across types, OR within a type. Absent or empty = no filter. */
export type FacetFilters = Partial<Record<FacetType, readonly string[]>>;

export type SortKey =
  /** Relevance: title matches weigh most, then author, subject, the rest; ties by id. */
  | 'relevance'
  /** Title without non-filing characters, case- and accent-folded. */
  | 'title'
  /** Main author (else the first name), folded. */
  | 'author'
  /** Year of publication (titles without one last). */
  | 'year'
  /** Work type code, numeric. */
  | 'type'
  /** Title id (cod_acervo), numeric: catalogue order. */
  | 'id';

export type SearchSort = { key: SortKey; descending?: boolean };

export type YearRange = { from?: number | undefined; to?: number | undefined };

export type SearchRequest = {
  /** The query's clauses; empty = every title (browse views: facet-only listings). */
  clauses: readonly SearchClause[];
  filters?: FacetFilters;
  /** Only titles with a copy acquired on or after this day (YYYY-MM-DD): new acquisitions. */
  acquiredSince?: string;
  /** Only titles published in these years (inclusive; either end open); titles without a year are left out. */
  years?: YearRange;
  sort?: SearchSort;
  /** Zero-based offset and page size. */
  page: { offset: number; limit: number };
  /** Facet types to count; default none. */
  facets?: readonly FacetType[];
  /** Most values returned per facet type (by count, ties by code); years and X are not cut. */
  facetLimit?: number;
};

export type FacetCount = {
  /** The value's code: type or library number, year, MARC language code, normalised heading, ... */
  codigo: string;
  /** A display text for values whose code is not a reference code (names, subjects, publishers). */
  label?: string;
  /** Matching titles with every other facet's filter applied (never this facet's own). */
  total: number;
  /** Matching titles with no facet filter at all. */
  totalSemFiltro: number;
};

/** An engine may hand the same answer to every caller asking the same (ADR 070): read it, never change it. */
export type SearchResult = {
  /** Exact number of titles matching the query and every filter. */
  readonly total: number;
  /** The requested page of title ids (cod_acervo), in sort order. */
  readonly ids: readonly number[];
  /** Counts per requested facet type, in no particular order (the caller sorts for display). */
  readonly facets: Readonly<Partial<Record<FacetType, readonly FacetCount[]>>>;
};

/** Facet counts while an engine builds them. */
export type FacetCounts = Partial<Record<FacetType, FacetCount[]>>;

export interface SearchEngine {
  readonly name: string;
  search(request: SearchRequest): Promise<SearchResult>;
  /**
   * True while the engine answers browse views from the latest committed data at the cost of a
   * query (the search index), so a cache in front of it would only serve stale totals.
   */
  answersBrowseFresh?(): boolean;
  /**
   * For an engine that follows the catalogue's change feed (the search index, ADR 071): calls
   * `watcher` with the titles whose search rows or copies changed before it answers any search
   * after the change, and with `null` when it stops following (it failed, or answers from SQL for
   * a while). While `answersBrowseFresh()` is true, a cache of title rows that forgets what the
   * watcher names is as fresh as the database.
   */
  watchTitles?(watcher: (ids: readonly number[] | null) => void): void;
}

/** Default sizes the routes use. */
export const DEFAULT_FACET_LIMIT = 20;
