import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type OwnServer = { url: string; stop: () => Promise<void> };

/**
 * Another Acervo server, built as the shared one is, for a journey that needs the institution set
 * up differently (ADR 049): it runs on its own port and data folder, so the shared server's
 * journeys never see the change.
 */
export async function startOwnServer(options: {
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

/** Runs SQL on a stopped server's embedded database (DATA_DIR/pglite), as an operator would. */
export async function onEmbeddedDatabase(dataDir: string, sql: string): Promise<void> {
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { unaccent, pg_trgm } });
  try {
    await db.exec(sql);
  } finally {
    await db.close();
  }
}

/**
 * A port nobody listens on now, for a journey's own server: the shared server and the fixed-port
 * journeys already use E2E_PORT to E2E_PORT + 4.
 */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
