import type { SearchHit } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { loadSearchHits } from '../catalogue/title-summaries.ts';
import type { SearchEngine } from './engine/search-engine.ts';
import { LruMap } from './lru-map.ts';

type Options = {
  /** Titles kept (all their languages together; about 1.5 kB per title and language). */
  capacity?: number;
  /** How long a hit is kept at most: work-type and language names live outside the feed. */
  ttlMs?: number;
};

type Kept = { at: number; hits: Partial<Record<ApiLocale, SearchHit>> };

/**
 * The page's rows of a search (ADR 070): kept by title while the engine follows the change feed,
 * and forgotten when the feed names the title (its search row or its copies changed), so a
 * repeated page costs no database round trip and is still as fresh as the database. Whenever the
 * engine does not follow the feed, every row comes from the database.
 */
export function createHitCache(db: Queryable, engine: SearchEngine, options: Options = {}) {
  const ttl = options.ttlMs ?? 60_000;
  const kept = new LruMap<Kept>(options.capacity ?? 10_000);
  // Bumped by every forgetting: rows read from the database before it may predate the change.
  let generation = 0;
  engine.watchTitles?.((ids) => {
    generation++;
    if (ids === null) kept.clear();
    else for (const id of ids) kept.delete(String(id));
  });

  return {
    /** Hits for the given ids, in that order; ids that no longer exist are left out. */
    async load(ids: readonly number[], locale: ApiLocale): Promise<SearchHit[]> {
      if (!engine.watchTitles || !engine.answersBrowseFresh?.()) return loadSearchHits(db, ids, locale);
      const now = Date.now();
      const found = new Map<number, SearchHit>();
      for (const id of ids) {
        const entry = kept.get(String(id));
        const hit = entry && now - entry.at < ttl ? entry.hits[locale] : undefined;
        if (hit) found.set(id, hit);
      }
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) {
        const started = generation;
        const loaded = await loadSearchHits(db, missing, locale);
        for (const hit of loaded) {
          found.set(hit.cod_acervo, hit);
          if (generation !== started) continue;
          const entry = kept.get(String(hit.cod_acervo));
          if (entry && now - entry.at < ttl) entry.hits[locale] = hit;
          else kept.set(String(hit.cod_acervo), { at: now, hits: { [locale]: hit } });
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}
