import type { SearchRequest } from '../search/engine/search-engine.ts';
import type { FacetKey } from './document.ts';

/** Facet counts of this many recent searches are kept (a search's pages and sorts share them)... */
export const RECENT_SEARCHES = 64;
/** ...within this many counters in all (4 bytes each). */
const RECENT_COUNTERS = 4 << 20;

/**
 * The unfiltered counts of recent large searches, by their words (clauses, date limit): a patron
 * who narrows a search by a facet value changes only the filtered counts. Emptied by every change.
 */
export class RecentUnfiltered {
  private readonly searches = new Map<string, Map<FacetKey, Int32Array>>();
  private counters = 0;

  /** Where a search's unfiltered counts are kept (filled as they are counted), now the most recent. */
  of(request: SearchRequest): Map<FacetKey, Int32Array> {
    const key = JSON.stringify([request.clauses, request.acquiredSince ?? null, request.years ?? null]);
    const kept = this.searches.get(key) ?? new Map<FacetKey, Int32Array>();
    this.searches.delete(key);
    this.searches.set(key, kept);
    this.trim();
    return kept;
  }

  keep(kept: Map<FacetKey, Int32Array>, type: FacetKey, counts: Int32Array): void {
    kept.set(type, counts);
    this.counters += counts.length;
    this.trim();
  }

  clear(): void {
    this.searches.clear();
    this.counters = 0;
  }

  /** Forgets the least recent searches' counts beyond RECENT_SEARCHES or RECENT_COUNTERS. */
  private trim(): void {
    while (
      this.searches.size > RECENT_SEARCHES ||
      (this.counters > RECENT_COUNTERS && this.searches.size > 1)
    ) {
      const [oldest, vectors] = this.searches.entries().next().value!;
      for (const vector of vectors.values()) this.counters -= vector.length;
      this.searches.delete(oldest);
    }
  }
}
