import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export type BenchServer = { url: string; stop: () => Promise<void> };

/**
 * The real server as `npm start` runs it (built portal, demo data) on a fresh data folder and a
 * free port; ready once the search index has been built, so timings do not include that.
 */
export async function startServer(): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acervo-portal-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const indexed = new Promise<void>((resolve) => {
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4096);
      if (/search index: \d+ titles built/.test(log)) resolve();
    });
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on ${url} stopped while starting`);
    const ready = await fetch(`${url}/api/parametros/instituicao`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server on ${url} did not start in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await Promise.race([indexed, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  return { url, stop };
}
