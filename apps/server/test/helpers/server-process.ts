import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { openPgliteDatabase } from '../../src/db/pglite/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres/postgres-database.ts';
import { testPasswordHash } from './constants.ts';
import { createPostgresCopy } from './test-database.ts';

const serverFolder = path.join(import.meta.dirname, '../..');
const built = path.join(serverFolder, 'dist/main.js');

/** A database with the demo data for a server process of its own, on the engine this run targets. */
export type ServerTarget = {
  /** What the server process needs besides its port: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  /** Opens the database in the test process (on PGlite only while no server has it open). */
  open: () => Promise<Database>;
  drop: () => Promise<void>;
};

/**
 * A copy of the seeded template in a data folder of its own (PGlite) or a database of its own
 * (PostgreSQL), for a server started as a child process.
 */
export async function seededServerTarget(folder: string): Promise<ServerTarget> {
  const template = inject('testDatabaseTemplate');
  const dataDir = path.join(folder, 'data');
  if (template.engine === 'pglite') {
    const pgliteDir = path.join(dataDir, 'pglite');
    await mkdir(pgliteDir, { recursive: true });
    // The dump is a plain tarball of the data folder: unpacked in a second, where PGlite's own
    // loading takes half a minute on a busy machine.
    const untar = spawnSync('tar', ['-xf', template.dumpFile, '-C', pgliteDir], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      open: () => openPgliteDatabase({ dataDir: pgliteDir }),
      drop: async () => undefined,
    };
  }
  const copy = await createPostgresCopy(template);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: copy.url },
    dataDir,
    open: () => openPostgresDatabase(copy.url),
    drop: copy.drop,
  };
}

/** An empty database of its own (no tables yet) that a server or the import can open. */
export async function emptyServerTarget(folder: string): Promise<ServerTarget> {
  const template = inject('testDatabaseTemplate');
  const dataDir = path.join(folder, 'data');
  if (template.engine === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      open: () => openPgliteDatabase({ dataDir: path.join(dataDir, 'pglite') }),
      drop: async () => undefined,
    };
  }
  const empty = await createPostgresCopy(template, '');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: empty.url },
    dataDir,
    open: () => openPostgresDatabase(empty.url),
    drop: empty.drop,
  };
}

/**
 * A port for the next server: `TEST_SERVER_PORT` + `offset` where the machine's ports are shared
 * out among people, else any free one.
 */
export async function serverPort(offset = 0): Promise<number> {
  const base = Number(process.env.TEST_SERVER_PORT ?? 0);
  if (base > 0) return base + offset;
  return getPort({ host: '127.0.0.1' });
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What it printed, stdout and stderr together (the last megabyte). */
  output: () => string;
  exited: Promise<number | null>;
  /** Waits for a line of its log that matches. */
  waitForLog: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  /** `kill -9`, and its end. */
  kill: () => Promise<void>;
  /** SIGTERM (the server closes its database), and its end. */
  stop: () => Promise<void>;
};

/** Builds `dist/` if it is not there (the CI builds it before the server's tests). */
function ensureBuilt() {
  if (existsSync(built)) return;
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverFolder, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the server did not build');
}

/**
 * The built server (`dist/main.js`) as an operator runs it, in a process of its own, answering
 * once it serves requests. Run `npm run build` after changing the server: this runs the build.
 */
export async function startServer(options: {
  target: ServerTarget;
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const server = spawnServer(options);
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`the server stopped while starting:\n${server.output().slice(-4000)}`);
    const ready = await fetch(`${server.url}/api/parametros/instituicao`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not start in time:\n${server.output().slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The built server started as `startServer` does, without waiting for it to answer. */
export function spawnServer(options: {
  target: ServerTarget;
  port: number;
  env?: Record<string, string>;
}): ServerProcess {
  ensureBuilt();
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', built], {
    cwd: serverFolder,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEMO_DATA: 'off',
      PASSWORD_HASH_COST: String(testPasswordHash.cost),
      PASSWORD_HASH_PARALLELISM: String(testPasswordHash.parallelism),
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'info',
      SEARCH_INDEX_START: 'eager',
      ...options.target.env,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const waitForLog = async (pattern: RegExp, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (child.exitCode !== null) throw new Error(`the server stopped:\n${output.slice(-4000)}`);
      if (Date.now() > deadline)
        throw new Error(`no ${pattern} in the server's log:\n${output.slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    url,
    child,
    output: () => output,
    exited,
    waitForLog,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** A patron's bearer token from the server's password grant. */
export async function loginOn(
  url: string,
  credentials: { username: string; password: string },
): Promise<{ authorization: string }> {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: '4', ...credentials }),
  });
  if (!response.ok)
    throw new Error(`login of ${credentials.username}: ${response.status} ${await response.text()}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

export type ServerTestContext = {
  folder: string;
  target: ServerTarget;
  port: number;
  /** Starts the server on this file's data; every server started is killed after the file. */
  start: (env?: Record<string, string>) => Promise<ServerProcess>;
};

/**
 * A data folder (or database) of its own for one test file, seeded with the demo, on the port
 * `serverPort(portOffset)`; removed, and its servers killed, after the file.
 */
export function useServerTarget(prefix: string, portOffset: number): ServerTestContext {
  const servers: ServerProcess[] = [];
  const context: ServerTestContext = {
    folder: '',
    target: undefined as unknown as ServerTarget,
    port: 0,
    start: async (env) => {
      const server = await startServer({
        target: context.target,
        port: context.port,
        ...(env ? { env } : {}),
      });
      servers.push(server);
      return server;
    },
  };
  beforeAll(async () => {
    context.folder = await mkdtemp(path.join(tmpdir(), prefix));
    context.target = await seededServerTarget(context.folder);
    context.port = await serverPort(portOffset);
  }, 180_000);
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await context.target?.drop();
    if (context.folder) await rm(context.folder, { recursive: true, force: true });
  });
  return context;
}
