import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from '../database.ts';
import type { SerializedDatabaseError, WorkerOptions, WorkerRequest, WorkerResponse } from './protocol.ts';

/** An error raised by the embedded database, with the Postgres fields callers branch on. */
class DatabaseError extends Error {
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly constraint: string | undefined;
  constructor(error: SerializedDatabaseError) {
    super(error.message);
    this.name = 'DatabaseError';
    this.code = error.code;
    this.detail = error.detail;
    this.constraint = error.constraint;
  }
}

type Pending = { resolve: (response: WorkerResponse & { ok: true }) => void; reject: (error: Error) => void };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The worker's source in development and tests (run by type stripping), its bundle in `dist/`. */
function workerUrl(): URL {
  const bundled = new URL('./pglite-worker.js', import.meta.url);
  return existsSync(bundled) ? bundled : new URL('./pglite-worker.ts', import.meta.url);
}

/**
 * Opens the embedded database in a worker thread. Every query crosses the thread boundary as a
 * message, so a slow statement never stalls HTTP handling on the main thread.
 */
type PgliteDatabase = Database & {
  /** The whole data folder as a tarball: for backups and for fast test fixtures. */
  dump(): Promise<Uint8Array>;
};

export async function openPgliteDatabase(options: WorkerOptions): Promise<PgliteDatabase> {
  // The worker's garbage is almost all rows on their way to the main thread, dead once posted: a
  // young generation of 8 MB collects it as well as V8's default 48 MB, which grew under load and
  // was never given back (the worker's heap 55 MB after a soak, 25 MB with this limit).
  const worker = new Worker(workerUrl(), {
    workerData: options,
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });

  worker.on('message', (response: WorkerResponse) => {
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (response.ok) waiting.resolve(response);
    else waiting.reject(new DatabaseError(response.error));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The embedded database stopped (exit code ${code})`)));

  function send(request: DistributiveOmit<WorkerRequest, 'id'>) {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<WorkerResponse & { ok: true }>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  function queryable(txId: number | null): Queryable {
    return {
      async query<Row>(sql: string, params: readonly unknown[] = []) {
        const response = await send({ op: 'query', sql, params, txId });
        return (response.rows ?? []) as Row[];
      },
      async exec(sql: string) {
        await send({ op: 'exec', sql, txId });
      },
    };
  }

  await ready;

  return {
    engine: 'pglite',
    ...queryable(null),
    async transaction(work) {
      const { txId } = await send({ op: 'begin' });
      let committed = false;
      try {
        const result = await work(queryable(txId!));
        committed = true;
        await send({ op: 'end', txId: txId!, commit: true });
        return result;
      } catch (error) {
        if (!committed) await send({ op: 'end', txId: txId!, commit: false });
        throw error;
      }
    },
    async dump() {
      const { dump } = await send({ op: 'dump' });
      return dump!;
    },
    async close() {
      if (failure) return;
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
