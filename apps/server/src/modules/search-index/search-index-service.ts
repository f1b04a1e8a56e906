import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/database.ts';
import type { SearchRequest, SearchResult } from '../search/engine/search-engine.ts';
import { changesAfter, feedEnds, pruneChanges } from './change-feed-repository.ts';
import { type BuildProgress, buildMainSegment, databaseInstance, loadDocuments } from './load.ts';
import { deltaBudget, SearchIndex, type SearchIndexOptions } from './search-index.ts';
import { readSnapshot, writeSnapshot } from './snapshot.ts';

type Log = { info(message: string): void; warn(message: string): void; error(message: string): void };
const quiet: Log = { info() {}, warn() {}, error() {} };

type SearchIndexServiceOptions = {
  db: Database;
  /** Where the snapshot lives; none = always build cold (tests). */
  snapshotFile?: string | undefined;
  log?: Log;
  /** Feed entries are kept this long; a snapshot older than this cannot catch up and is rebuilt. */
  retentionDays?: number;
  /** Tuning of the index itself (tests make a small catalogue precount, say). */
  index?: SearchIndexOptions;
  /** How long after titles leave the index the precounts they took away are counted again. */
  precountAgainMs?: number;
};

/** Feed rows read per round trip while catching up. */
const FEED_BATCH = 5000;

/** How long after titles leave the index, by default, the precounts they took away are counted again. */
const PRECOUNT_AGAIN_MS = 10_000;

/**
 * Owns the live index of one API process (ADR 071): loads the snapshot or builds cold, follows
 * the change feed in order, and rebuilds in the background (atomic swap) when the delta grows.
 * `sync()` is the freshness barrier each search passes: it applies every change committed before
 * the search arrived, one feed query shared by all searches waiting at that moment.
 */
export class SearchIndexService {
  private index: SearchIndex;
  private readonly db: Database;
  private readonly snapshotFile: string | undefined;
  private readonly log: Log;
  private readonly instance: string;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private rebuilding: Promise<void> | null = null;
  private closed = false;
  private precountAgain: NodeJS.Timeout | null = null;
  private readonly watchers: Array<(ids: readonly number[]) => void> = [];
  private readonly indexOptions: SearchIndexOptions | undefined;
  private readonly precountAgainMs: number;

  private constructor(index: SearchIndex, instance: string, options: SearchIndexServiceOptions) {
    this.index = index;
    this.instance = instance;
    this.db = options.db;
    this.snapshotFile = options.snapshotFile;
    this.log = options.log ?? quiet;
    this.indexOptions = options.index;
    this.precountAgainMs = options.precountAgainMs ?? PRECOUNT_AGAIN_MS;
  }

  static async start(options: SearchIndexServiceOptions): Promise<SearchIndexService> {
    const log = options.log ?? quiet;
    const instance = await databaseInstance(options.db);
    const started = performance.now();
    let index: SearchIndex | null = null;
    if (options.snapshotFile) {
      const snapshot = await readSnapshot(options.snapshotFile).catch((error: unknown) => {
        log.warn(`search index snapshot unreadable, building from the database: ${String(error)}`);
        return null;
      });
      if (
        snapshot &&
        snapshot.info.instance === instance &&
        (await canCatchUp(options.db, snapshot.info.seq, 4 * deltaBudget(snapshot.info.count)))
      ) {
        index = new SearchIndex(snapshot.segment, options.index);
        log.info(
          `search index: ${snapshot.info.count} titles from the snapshot in ${Math.round(performance.now() - started)} ms`,
        );
      }
    }
    let built = false;
    if (!index) {
      log.info('search index: no usable snapshot, building from the database');
      index = await buildIndex(options.db, options.index, progressLog(log, 'search index: built'));
      built = true;
      log.info(`search index: ${index.size} titles built in ${Math.round(performance.now() - started)} ms`);
    }
    const service = new SearchIndexService(index, instance, options);
    await service.sync();
    log.info(
      `search index ready: ${index.size} titles, searches answered from the index (${Math.round(performance.now() - started)} ms)`,
    );
    void service.precount(index);
    if (built) void service.saveSnapshot();
    return service;
  }

  /**
   * Calls `watcher` with the titles whose search rows or copies changed, as the feed is applied:
   * before any search that follows them is answered. A title may be reported more than once.
   */
  watchTitles(watcher: (ids: readonly number[]) => void): void {
    this.watchers.push(watcher);
  }

  /** The current index (swapped atomically by a rebuild). */
  get current(): SearchIndex {
    return this.index;
  }

  /** Applies every change committed before this call; searches await it. */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.applyFeed().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    // The running round may have read the feed before the caller's change committed: queue one
    // more round, shared by everybody who arrives meanwhile.
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    for (;;) {
      const target = this.index;
      await this.sync();
      // A rebuild swapped indexes meanwhile: bring the new one up to date as well.
      if (target === this.index) return target.search(request);
    }
  }

  private async applyFeed(target: SearchIndex = this.index): Promise<void> {
    for (;;) {
      const rows = await changesAfter(this.db, target.seq, FEED_BATCH);
      if (rows.length === 0) return;
      // Copy-only entries (migration 042) change no search row: only the watchers hear of them.
      const ids = [...new Set(rows.filter((row) => !row.so_exemplares).map((row) => row.cod_acervo))];
      const documents = new Map((await loadDocuments(this.db, ids)).map((doc) => [doc.id, doc]));
      for (const id of ids) {
        const document = documents.get(id);
        if (document) target.upsert(document);
        else target.remove(id);
      }
      target.seq = Number(rows.at(-1)!.seq);
      const changed = [...new Set(rows.map((row) => row.cod_acervo))];
      for (const watcher of this.watchers) watcher(changed);
      if (target === this.index && target.deltaSize > deltaBudget(target.main.count)) void this.rebuild();
      if (target === this.index && target.precountsMissing) this.precountLater(target);
      if (rows.length < FEED_BATCH) return;
    }
  }

  /** Precounts frequent searches' facets in the background (ADR 070, 074); stops once swapped out or closed. */
  private async precount(index: SearchIndex): Promise<void> {
    const started = performance.now();
    try {
      const searches = await index.precountFrequentTerms(() => this.closed || this.index !== index);
      this.log.info(
        `search index: facets of ${searches} frequent searches precounted in ${Math.round(performance.now() - started)} ms`,
      );
    } catch (error) {
      this.log.error(`search index precount failed: ${String(error)}`);
    }
  }

  /**
   * Counts again, once changes have settled for a while, the precounts that titles leaving the
   * index took away (ADR 074): searches stay exact meanwhile, only slower.
   */
  private precountLater(index: SearchIndex): void {
    if (this.precountAgain || this.closed) return;
    this.precountAgain = setTimeout(() => {
      this.precountAgain = null;
      if (this.index === index && !this.closed) void this.precount(index);
    }, this.precountAgainMs);
    this.precountAgain.unref();
  }

  /**
   * Compaction: a fresh main segment from the database, brought up to the feed's end, then
   * swapped in; searches go on against the old index meanwhile.
   */
  rebuild(): Promise<void> {
    this.rebuilding ??= (async () => {
      try {
        const started = performance.now();
        const fresh = await buildIndex(this.db, this.indexOptions);
        await this.applyFeed(fresh);
        // Serialise with the follower so no change lands in the old index after the last replay.
        await this.running?.catch(() => undefined);
        await this.applyFeed(fresh);
        if (this.closed) return;
        this.index = fresh;
        void this.precount(fresh);
        this.log.info(
          `search index rebuilt: ${fresh.size} titles in ${Math.round(performance.now() - started)} ms`,
        );
        await this.saveSnapshot();
      } catch (error) {
        this.log.error(`search index rebuild failed: ${String(error)}`);
      } finally {
        this.rebuilding = null;
      }
    })();
    return this.rebuilding;
  }

  async saveSnapshot(): Promise<void> {
    if (!this.snapshotFile) return;
    try {
      await mkdir(path.dirname(this.snapshotFile), { recursive: true });
      await writeSnapshot(this.snapshotFile, this.index.main, this.instance);
    } catch (error) {
      this.log.warn(`search index snapshot not written: ${String(error)}`);
    }
  }

  /** Drops feed entries older than the retention (any process may do it; it is idempotent). */
  async prune(retentionDays = 7): Promise<void> {
    await pruneChanges(this.db, retentionDays);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.precountAgain) clearTimeout(this.precountAgain);
    await this.rebuilding?.catch(() => undefined);
    await this.running?.catch(() => undefined);
  }
}

/** A cold build: the main segment, plus the titles that moved while it was read. */
export async function buildIndex(
  db: Database,
  options?: SearchIndexOptions,
  onProgress?: BuildProgress,
): Promise<SearchIndex> {
  const { segment, pending } = await buildMainSegment(db, onProgress ? { onProgress } : {});
  const index = new SearchIndex(segment, options);
  for (const document of pending) index.upsert(document);
  return index;
}

/**
 * Builds the index from the database and leaves its snapshot in `file`, so that the next server
 * start loads it instead of building (ADR 143): the seed and the import end with it.
 */
export async function writeIndexSnapshot(
  db: Database,
  file: string,
  onProgress?: BuildProgress,
): Promise<{ titles: number; bytes: number }> {
  const instance = await databaseInstance(db);
  const index = await buildIndex(db, undefined, onProgress);
  await mkdir(path.dirname(file), { recursive: true });
  // Titles that moved during the build are in the delta, not the main segment: the feed replays them.
  const bytes = await writeSnapshot(file, index.main, instance);
  return { titles: index.size, bytes };
}

/** Progress lines for a long build: about every 5 s, with the rate and the time left. */
export function progressLog(log: Pick<Log, 'info'>, what: string, everyMs = 5000): BuildProgress {
  const started = performance.now();
  let last = started;
  return (done, total) => {
    const now = performance.now();
    if (now - last < everyMs && done < total) return;
    last = now;
    const seconds = (now - started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const left = done > 0 ? Math.round((total - done) / rate) : NaN;
    log.info(
      `${what} ${done} / ${total} titles, ${Math.round(rate)} titles/s` +
        (done < total && Number.isFinite(left) ? `, about ${left} s left` : ''),
    );
  };
}

/** Whether the feed still holds every change after `seq` (it is pruned by age). */
async function canCatchUp(db: Database, seq: number, maxBacklog: number): Promise<boolean> {
  const row = await feedEnds(db);
  const oldest = row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest);
  const newest = row?.newest === null || row?.newest === undefined ? 0 : Number(row.newest);
  if (newest < seq) return false; // the feed went backwards: another database behind the same id
  if (newest - seq > maxBacklog) return false; // a bulk load since: building is quicker than replaying
  // Rolled-back writers leave gaps too, so a gap right after `seq` is no proof; but when the oldest
  // entry kept is past `seq` + 1, entries after `seq` may have been pruned.
  return oldest === null || oldest <= seq + 1 || seq === newest;
}
