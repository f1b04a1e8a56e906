import type { SearchEngine, SearchRequest, SearchResult } from './engine/search-engine.ts';
import { LruMap } from './lru-map.ts';

/**
 * Results of browse views (no query text: facet-only listings, new acquisitions) are the same
 * for every visitor and expensive for the SQL engine to count over the whole catalogue, so its
 * answers are kept for a short while (ADR 051): totals stay exact at the time they were counted
 * and a change to the catalogue shows within `ttlMs`. The search index counts them as cheaply as
 * any query and from the latest data, so while it answers nothing is cached (ADR 071).
 */
export function createBrowseCache(
  engine: SearchEngine,
  options: { ttlMs?: number; maxEntries?: number } = {},
) {
  const ttl = options.ttlMs ?? 30_000;
  const max = options.maxEntries ?? 500;
  const entries = new LruMap<{ at: number; result: Promise<SearchResult> }>(max);
  return {
    search(request: SearchRequest): Promise<SearchResult> {
      if (request.clauses.length > 0 || engine.answersBrowseFresh?.()) return engine.search(request);
      const key = JSON.stringify(request);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttl) return hit.result;
      const result = engine.search(request);
      entries.set(key, { at: now, result });
      result.catch(() => entries.delete(key));
      return result;
    },
  };
}
