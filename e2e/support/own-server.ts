import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type OwnServer = { url: string; stop: () => Promise<void> };

/**
 * Another Acervo server, built as the shared one is, for a journey that needs the institution set
 * up differently (ADR 049): it runs on its own port and data folder, so the shared server's
 * journeys never see the change. An empty data folder starts as a copy of the run's demo start
 * (`copyDemoStart`): only the shared server pays the newcomer's first start.
 */
export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): Promise<OwnServer> {
  if (!existsSync(options.dataDir) || readdirSync(options.dataDir).length === 0) {
    await copyDemoStart(options.dataDir);
  }
  return spawnServer(options);
}

async function spawnServer(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): Promise<OwnServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on ${url} stopped while starting`);
    const ready = await fetch(`${url}/api/parametros/instituicao`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server on ${url} did not start in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Fills `dataDir` with a copy of a data folder as the first start left it (demo seeded, search
 * index snapshot written, server stopped cleanly). The first start seeds the demo catalogue and
 * hashes every demo patron's password, five times the cost of a start on a seeded folder; the
 * folder is made once per run and build, by whichever worker asks first (a directory made with
 * `mkdir` is the lock), and copied for every journey's own server.
 */
export async function copyDemoStart(dataDir: string): Promise<void> {
  const template = demoStartFolder();
  if (!existsSync(template)) await makeOrAwaitDemoStart(template);
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, dataDir, { recursive: true });
}

function demoStartFolder(): string {
  const build = statSync(path.join(repoRoot, 'apps/server/dist/main.js')).mtimeMs.toFixed(0);
  mkdirSync(runScratchFolder(), { recursive: true });
  return path.join(runScratchFolder(), `demo-start-${build}`);
}

/**
 * The run's own servers' data folders and its demo start, beside the shared server's: the run's
 * teardown removes it (e2e/support/global-teardown.ts), which a journey's own folder would outlive.
 */
export function runScratchFolder(): string {
  return `${process.env.E2E_DATA_DIR ?? path.join(tmpdir(), 'acervo-e2e')}-scratch`;
}

/** A new, empty data folder for a journey's own server. */
export function ownDataDir(journey: string): string {
  mkdirSync(runScratchFolder(), { recursive: true });
  return mkdtempSync(path.join(runScratchFolder(), `${journey}-`));
}

async function makeOrAwaitDemoStart(template: string): Promise<void> {
  const lock = `${template}.lock`;
  const failure = `${template}.failed`;
  let maker = true;
  try {
    mkdirSync(lock);
  } catch {
    maker = false;
  }
  if (maker) {
    const work = `${template}.work`;
    try {
      rmSync(work, { recursive: true, force: true });
      mkdirSync(work);
      const server = await spawnServer({
        port: await getPort({ host: '127.0.0.1' }),
        dataDir: work,
        env: {},
      });
      // The index is built and its snapshot written just after the server starts listening.
      const snapshot = path.join(work, 'indice-busca', 'indice.bin');
      const snapshotDeadline = Date.now() + 120_000;
      while (!existsSync(snapshot) && Date.now() < snapshotDeadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await server.stop();
      if (!existsSync(snapshot)) throw new Error('the first start wrote no search index snapshot');
      renameSync(work, template);
    } catch (error) {
      writeFileSync(failure, String(error));
      throw error;
    }
    return;
  }
  const deadline = Date.now() + 300_000;
  while (!existsSync(template)) {
    if (existsSync(failure)) throw new Error(`The demo start failed: ${readFileSync(failure, 'utf8')}`);
    if (Date.now() > deadline) throw new Error('The demo start was not made in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs SQL on a stopped server's embedded database (DATA_DIR/pglite), as an operator would. */
export async function onEmbeddedDatabase(dataDir: string, sql: string): Promise<void> {
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { unaccent, pg_trgm } });
  try {
    await db.exec(sql);
  } finally {
    await db.close();
  }
}
