import type { Database, Queryable } from '../../../db/database.ts';
import { buildUnbuiltTail, findUnbuiltTail } from './bulk-search-rows.ts';
import { selectSourcesWhere, type SourceRow, storeBatch } from './search-row-statements.ts';

/**
 * Keeps `acervo_busca` and `acervo_faceta` in step with the catalogue: builds the rows of titles
 * that have none or whose title changed since (`acervo.atualizado_em` newer than `versao`), in
 * batches. Cheap when nothing is stale (one indexed query), so it runs at every start, after the
 * demo seeding, after imports and after the synthetic catalogue. `refreshTitles` rebuilds given
 * titles now (their copies changed, for instance).
 */

/**
 * $2 is the last title of the previous batch: a sync walks the catalogue once, in id order, instead
 * of rescanning the titles it already found current at every batch (quadratic at a million titles).
 */
const staleSources = selectSourcesWhere(/* sql */ `a.cod_acervo > $2 and not exists (
  select 1 from acervo_busca b where b.cod_acervo = a.cod_acervo and b.versao >= a.atualizado_em)`);
const givenSources = selectSourcesWhere('a.cod_acervo = any($2::int[])');

const countStale = /* sql */ `
  select count(*) as n from acervo a
   where not exists (select 1 from acervo_busca b where b.cod_acervo = a.cod_acervo and b.versao >= a.atualizado_em)`;

const analyzeSources = 'analyze acervo, acervo_autor, acervo_assunto, acervo_link, exemplar';
const countTotal = async (db: Queryable) => Number((await db.query<{ n: number }>(countStale))[0]?.n ?? 0);

type SyncOptions = {
  batchSize?: number;
  /** Titles after the last one with rows from which the bulk path builds them (ADR 154); Infinity: never. */
  bulkFrom?: number;
  /** Titles per statement on the bulk path. */
  bulkChunkSize?: number;
  onProgress?: (done: number, total: number) => void;
};

/**
 * Builds every missing or stale search row; returns how many titles were (re)built. A large run of
 * titles after the last one with rows (a bulk load) goes the bulk path; the rest, one batch at a
 * time. `onProgress` hears the titles done and, for a bulk run, how many there are in all (counted
 * once).
 */
export async function syncSearchDocuments(db: Database, options: SyncOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  let total = 0;
  let done = 0;
  let analyzed = false;
  const tail = await findUnbuiltTail(db, options.bulkFrom ?? 10_000);
  if (tail) {
    // Without fresh statistics after a bulk load the planner scans whole tables for every batch
    // (autovacuum may be off or not have caught up).
    await db.query(analyzeSources);
    analyzed = true;
    if (options.onProgress) total = await countTotal(db);
    done = await buildUnbuiltTail(db, tail, {
      chunkSize: options.bulkChunkSize ?? 5000,
      onProgress: (built) => options.onProgress?.(built, Math.max(total, built)),
    });
  }
  let after = 0;
  for (;;) {
    const rows = await db.query<SourceRow>(staleSources, [batchSize, after]);
    if (rows.length === 0) {
      // The search SQL plans by these tables' statistics too.
      if (done >= batchSize) await db.query('analyze acervo_busca, acervo_faceta');
      return done;
    }
    if (!analyzed && rows.length === batchSize) {
      await db.query(analyzeSources);
      analyzed = true;
      if (options.onProgress && total === 0) total = await countTotal(db);
    }
    await db.transaction((tx) => storeBatch(tx, rows));
    done += rows.length;
    after = rows[rows.length - 1]!.cod_acervo;
    options.onProgress?.(done, Math.max(total, done));
  }
}

/** Rebuilds the search rows of the given titles now (e.g. after their copies changed). */
export async function refreshTitles(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.query<SourceRow>(givenSources, [ids.length, ids]);
  if (rows.length > 0) await storeBatch(db, rows);
}
