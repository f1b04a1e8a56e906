// Runs inside a worker thread so that the embedded Postgres (WASM, single connection) never blocks
// the HTTP event loop. Keep this file free of TypeScript-only syntax: Node runs it by type stripping.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { typeParsers } from '../database.ts';
import type { SerializedDatabaseError, WorkerOptions, WorkerRequest, WorkerResponse } from './protocol.ts';

const options = workerData as WorkerOptions;
const port = parentPort!;

// Postgres' default 128 MB of shared buffers live inside the WASM heap, which never shrinks once
// grown: on the demo catalogue they were most of the server's resident memory. 16 MB holds the hot
// pages of the portal's queries; the operating system's page cache holds the rest of the data folder.
const db = new PGlite(options.dataDir, {
  extensions: { unaccent, pg_trgm },
  parsers: typeParsers,
  // A start parameter rather than `postgresqlconf`, which would replace the data folder's whole
  // postgresql.conf (its time zone and date style included).
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers ?? '16MB'}`],
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
});

/** Open transactions, each waiting for its 'end' message to commit or roll back. */
type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; settled: Promise<void> };
const transactions = new Map<number, OpenTransaction>();
let nextTxId = 1;

function serializeError(error: unknown): SerializedDatabaseError {
  const source = error as Partial<SerializedDatabaseError> & { message?: string };
  return {
    message: source.message ?? String(error),
    ...(source.code ? { code: source.code } : {}),
    ...(source.detail ? { detail: source.detail } : {}),
    ...(source.constraint ? { constraint: source.constraint } : {}),
  };
}

function reply(response: WorkerResponse) {
  port.postMessage(response);
}

function target(txId: number | null) {
  if (txId === null) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`Transaction ${txId} is not open`);
  return open.tx;
}

class RollbackSignal extends Error {}

function begin(id: number) {
  const txId = nextTxId++;
  const settled = db
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          transactions.set(txId, {
            tx,
            settled,
            finish: (commit) => (commit ? resolve() : reject(new RollbackSignal())),
          });
          reply({ id, ok: true, txId });
        }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof RollbackSignal)) throw error;
    });
}

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const result = await target(request.txId).query(request.sql, request.params as unknown[]);
      return reply({ id: request.id, ok: true, rows: result.rows });
    }
    case 'exec':
      await target(request.txId).exec(request.sql);
      return reply({ id: request.id, ok: true });
    case 'begin':
      return begin(request.id);
    case 'end': {
      const open = transactions.get(request.txId);
      if (!open) throw new Error(`Transaction ${request.txId} is not open`);
      transactions.delete(request.txId);
      open.finish(request.commit);
      await open.settled;
      return reply({ id: request.id, ok: true });
    }
    case 'dump': {
      const blob = await db.dumpDataDir('none');
      return reply({ id: request.id, ok: true, dump: new Uint8Array(await blob.arrayBuffer()) });
    }
    case 'close':
      await db.close();
      reply({ id: request.id, ok: true });
      port.close();
      return;
  }
}

await db.waitReady;
port.on('message', (request: WorkerRequest) => {
  handle(request).catch((error: unknown) =>
    reply({ id: request.id, ok: false, error: serializeError(error) }),
  );
});
reply({ id: 0, ok: true });
