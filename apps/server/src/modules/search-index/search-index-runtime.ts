import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { serviceErrorCodes } from '@acervo/contract';
import { HttpError } from '../../http/http-error.ts';
import type { SearchEngine, SearchRequest, SearchResult } from '../search/engine/search-engine.ts';
import { SearchIndexService } from './search-index-service.ts';
import { snapshotFileIn } from './snapshot.ts';

/**
 * How the API process runs its search index (ADR 071):
 * - `SEARCH_ENGINE=indice` (default) answers `/api/consulta` from the index once it is ready,
 *   from the SQL reference engine before that and whenever the index fails; `sql` always uses SQL.
 * - `SEARCH_INDEX_START=eager` (default) loads the snapshot or builds when the server starts;
 *   `lazy` (the default under the test runner) waits for the first search or suggestion.
 * The snapshot lives in DATA_DIR/indice-busca/indice.bin.
 *
 * Until the index is ready (ADR 142) a search waits for it up to `SEARCH_INDEX_WAIT_MS` (1500 ms);
 * a catalogue of at most `SEARCH_WARMUP_SQL_MAX_TITLES` titles (20,000) is answered from SQL
 * instead, which is quick at that size; a larger one gets 503 "the catalogue is being prepared"
 * with Retry-After, never the SQL path that takes seconds at a million titles.
 */
export type SearchIndexRuntime = {
  engine(fallback: SearchEngine): SearchEngine;
  /** The index, started if it was not. */
  ready(): Promise<SearchIndexService>;
  /**
   * The index if it is ready within the warm-up wait (or the catalogue is small enough to wait
   * for it); null while a large catalogue is still being indexed.
   */
  readySoon(): Promise<SearchIndexService | null>;
};

/** Seconds a patron is asked to wait before trying again while the index is built. */
const WARMING_RETRY_AFTER_S = 5;

export const catalogueBeingPrepared = () =>
  new HttpError(503, 'CatalogoEmPreparo', {
    code: serviceErrorCodes.catalogueBeingPrepared,
    headers: { 'retry-after': String(WARMING_RETRY_AFTER_S) },
  });

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
  const snapshotFile = snapshotFileIn(config.dataDir);
  const waitMs = Number(environment.SEARCH_INDEX_WAIT_MS ?? 1500);
  const sqlMaxTitles = Number(environment.SEARCH_WARMUP_SQL_MAX_TITLES ?? 20_000);
  // Counted once, and only as far as the limit: cheap at any size.
  let small: Promise<boolean> | null = null;
  const smallCatalogue = () =>
    (small ??=
      sqlMaxTitles <= 0
        ? Promise.resolve(false)
        : db
            .query<{ n: number | string }>(
              'select count(*) as n from (select 1 from acervo_busca limit $1) as t',
              [sqlMaxTitles + 1],
            )
            .then(([row]) => Number(row?.n ?? 0) <= sqlMaxTitles)
            .catch(() => {
              small = null;
              return false;
            }));
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

  /** The service if it starts within `waitMs`; null otherwise (the start goes on). */
  const within = async (ms: number): Promise<SearchIndexService | null> => {
    if (service) return service;
    const pending = ready();
    if (ms <= 0) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  const readySoon = async (): Promise<SearchIndexService | null> => {
    if (service) return service;
    const isSmall = smallCatalogue();
    void ready().catch(() => undefined);
    if (await isSmall) return ready();
    return within(waitMs);
  };

  // The size is asked before the build's queries take the (single, embedded) connection, so the
  // first searches are not queued behind them.
  if (eager)
    app.addHook('onReady', async () => {
      void smallCatalogue();
      void ready().catch(() => undefined);
    });
  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers) clearInterval(timer);
    await starting?.catch(() => undefined);
    await service?.close();
  });

  return {
    ready,
    readySoon,
    engine(fallback: SearchEngine): SearchEngine {
      if (!useIndex) return fallback;
      return {
        name: 'indice',
        answersBrowseFresh: () => service !== null && healthy,
        watchTitles: (watcher) => void watchers.push(watcher),
        async search(request: SearchRequest): Promise<SearchResult> {
          let current = service;
          if (!current) {
            const isSmall = smallCatalogue();
            void ready().catch(() => undefined);
            if (await isSmall) return fallback.search(request);
            try {
              current = await within(waitMs);
            } catch {
              return fallback.search(request); // the index failed to start: it is logged, SQL answers
            }
            if (!current) throw catalogueBeingPrepared();
          }
          try {
            const result = await current.search(request);
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
