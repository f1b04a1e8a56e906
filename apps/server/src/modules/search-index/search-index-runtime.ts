import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { SearchEngine, SearchRequest, SearchResult } from '../search/engine/search-engine.ts';
import { SearchIndexService } from './search-index-service.ts';

/**
 * How the API process runs its search index (ADR 071):
 * - `SEARCH_ENGINE=indice` (default) answers `/api/consulta` from the index once it is ready,
 *   from the SQL reference engine before that and whenever the index fails; `sql` always uses SQL.
 * - `SEARCH_INDEX_START=eager` (default) loads the snapshot or builds when the server starts;
 *   `lazy` (the default under the test runner) waits for the first search or suggestion.
 * The snapshot lives in DATA_DIR/indice-busca/indice.bin.
 */
export type SearchIndexRuntime = {
  engine(fallback: SearchEngine): SearchEngine;
  /** The index, started if it was not; suggestions wait for it. */
  ready(): Promise<SearchIndexService>;
};

const POLL_MS = 2000;
const PRUNE_MS = 3600_000;

export function createSearchIndexRuntime(
  app: FastifyInstance,
  db: Database,
  config: { dataDir: string },
  environment: NodeJS.ProcessEnv = process.env,
): SearchIndexRuntime {
  const useIndex = (environment.SEARCH_ENGINE ?? 'indice') !== 'sql';
  const eager = (environment.SEARCH_INDEX_START ?? (environment.VITEST ? 'lazy' : 'eager')) === 'eager';
  const snapshotFile = path.join(config.dataDir, 'indice-busca', 'indice.bin');
  let service: SearchIndexService | null = null;
  let starting: Promise<SearchIndexService> | null = null;
  const timers: NodeJS.Timeout[] = [];
  let closed = false;
  // Whether the last search was answered by the index: after a failure the feed may not be
  // followed until a search succeeds again, so watchers are told to forget (null) meanwhile.
  let healthy = true;
  const watchers: Array<(ids: readonly number[] | null) => void> = [];
  const tell = (ids: readonly number[] | null) => {
    for (const watcher of watchers) watcher(ids);
  };

  const ready = () => {
    starting ??= SearchIndexService.start({ db, snapshotFile, log: app.log })
      .then((started) => {
        started.watchTitles((ids) => tell(ids));
        service = started;
        if (closed) return started;
        // Follow the feed between searches too, and keep it trimmed.
        timers.push(
          setInterval(
            () =>
              void started.sync().catch((error: unknown) => app.log.warn(`search index: ${String(error)}`)),
            POLL_MS,
          ).unref(),
        );
        timers.push(setInterval(() => void started.prune().catch(() => undefined), PRUNE_MS).unref());
        return started;
      })
      .catch((error: unknown) => {
        app.log.error(`search index did not start: ${String(error)}`);
        starting = null; // the next search tries again
        throw error;
      });
    return starting;
  };

  if (eager) app.addHook('onReady', async () => void ready().catch(() => undefined));
  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers) clearInterval(timer);
    await starting?.catch(() => undefined);
    await service?.close();
  });

  return {
    ready,
    engine(fallback: SearchEngine): SearchEngine {
      if (!useIndex) return fallback;
      return {
        name: 'indice',
        answersBrowseFresh: () => service !== null && healthy,
        watchTitles: (watcher) => void watchers.push(watcher),
        async search(request: SearchRequest): Promise<SearchResult> {
          if (!service) {
            void ready().catch(() => undefined);
            return fallback.search(request);
          }
          try {
            const result = await service.search(request);
            healthy = true;
            return result;
          } catch (error) {
            app.log.error(`search index failed, answering from SQL: ${String(error)}`);
            healthy = false;
            tell(null);
            return fallback.search(request);
          }
        },
      };
    },
  };
}
