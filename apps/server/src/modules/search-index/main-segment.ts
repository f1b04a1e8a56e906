import type { FacetKey, TermGroup } from './document.ts';
import type { ForwardList } from './forward-list.ts';
import type { IndexMemory } from './kernels/index-memory.ts';
import type { PostingTable } from './postings.ts';
import type { StringColumn } from './string-column.ts';

/**
 * The immutable bulk of the index, numbered in static-rank order (year descending, then title
 * key, then id — the SQL engine's year order): a year-sorted page is the first members of a
 * result, and every year is one contiguous range. Built from the search rows or loaded from a
 * snapshot; changes live beside it (see SearchIndex).
 */
export type MainSegment = {
  count: number;
  ids: Int32Array;
  years: Int16Array;
  types: Int32Array;
  acquired: Int32Array;
  /** Sort keys, as bytes (see StringColumn); NO_AUTHOR where a title has no author. */
  titleKeys: StringColumn;
  authorKeys: StringColumn;
  /** Document numbers in the other sort orders (each ends in id order). */
  titleOrder: Uint32Array;
  authorOrder: Uint32Array;
  typeOrder: Uint32Array;
  idOrder: Uint32Array;
  /** Sorted term dictionary shared by every group. */
  terms: string[];
  postings: Record<TermGroup, PostingTable>;
  /** Accented spellings of folded terms, for suggestions people read ("história", not "historia"). */
  display: Map<string, string>;
  facetValues: Record<FacetKey, string[]>;
  facets: Record<FacetKey, PostingTable>;
  forward: Partial<Record<FacetKey, ForwardList>>;
  /** Display label per value (same positions as `facetValues`; '' = none). */
  facetLabels: Record<FacetKey, string[]>;
  /** The outbox position the segment reflects. */
  seq: number;
  /** Where every array above lives, with the kernels that count over them (ADR 074). */
  memory: IndexMemory;
};

/** A segment as built, before its arrays move into an index memory. */
export type SegmentArrays = Omit<MainSegment, 'memory'>;
