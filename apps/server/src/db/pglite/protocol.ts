/** Messages between the server's main thread and the thread that owns the embedded database. */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[]; txId: number | null }
  | { id: number; op: 'exec'; sql: string; txId: number | null }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type WorkerResponse =
  | { id: number; ok: true; rows?: unknown[]; txId?: number; dump?: Uint8Array }
  | { id: number; ok: false; error: SerializedDatabaseError };

/** The fields of a Postgres error worth carrying across the thread boundary. */
export type SerializedDatabaseError = {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
};

export type WorkerOptions = {
  /** A folder on disk, or 'memory://' for a throwaway database. */
  dataDir: string;
  /** A data-folder tarball (from `dumpDataDir`) to start from instead of an empty cluster. */
  loadDataDir?: Uint8Array;
  /** Postgres' shared_buffers inside the WASM heap (16MB unless given, e.g. '128MB'). */
  sharedBuffers?: string;
};
