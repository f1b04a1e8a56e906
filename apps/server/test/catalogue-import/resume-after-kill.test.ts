import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_SOURCE, writeLargeMarcFile } from '../../bench/make-large-marc.ts';
import { readSnapshot, snapshotFileIn } from '../../src/modules/search-index/snapshot.ts';
import { emptyServerTarget, type ServerTarget } from '../helpers/server-process.ts';

const RECORDS = 1500;
const serverFolder = path.join(import.meta.dirname, '../..');

/** `npm run import` as a user runs it, in a process of its own, its output on a pipe. */
function startImport(file: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    // A progress line five times a second: a fast engine may store the whole file within the
    // default 5 s, before any line says that some of it is stored.
    ['--import', 'tsx', 'scripts/import.ts', '--batch-size', '100', '--progress-every', '0.2', file],
    { cwd: serverFolder, env: { ...process.env, ...env, INIT_CWD: serverFolder }, stdio: 'pipe' },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(condition: () => boolean, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (child.exitCode !== null) throw new Error('the import ended before it could be interrupted');
    if (Date.now() > deadline) throw new Error('the import made no progress in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an import killed in the middle', () => {
  let folder: string;
  let file: string;
  let target: ServerTarget;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'acervo-resume-'));
    file = path.join(folder, 'catalogue.mrc');
    await writeLargeMarcFile(file, RECORDS);
    target = await emptyServerTarget(folder);
  });

  afterAll(async () => {
    await target?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('finishes when run again, with every record once and nothing doubled', async () => {
    const first = startImport(file, target.env);
    // Kill -9 once a progress line says some batches are stored.
    await until(() => /^([1-9]\d*) records, /m.test(first.output()), first.child, 180_000);
    const storedBefore = Number(/^(\d+) records, /m.exec(first.output())![1]);
    expect(storedBefore).toBeLessThan(RECORDS);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(first.output()).not.toMatch(/^imported \d+/m);

    const second = startImport(file, target.env);
    expect(await second.exited, second.output()).toBe(0);
    const summary = /^imported (\d+), updated (\d+), failed (\d+)$/m.exec(second.output());
    expect(summary, second.output()).not.toBeNull();
    const [imported, updated, failed] = summary!.slice(1).map(Number);
    expect(failed).toBe(0);
    // What the killed run stored is updated, the rest imported: each record met once.
    expect(imported! + updated!).toBe(RECORDS);
    expect(updated).toBeGreaterThan(0);

    const db = await target.open();
    try {
      const [counts] = await db.query<{ titles: number; keys: number; searchable: number }>(
        `select count(*)::int as titles, count(distinct numero_controle)::int as keys,
                count(b.cod_acervo)::int as searchable
           from acervo a left join acervo_busca b using (cod_acervo)
          where a.fonte = $1`,
        [BENCH_SOURCE],
      );
      expect(counts).toEqual({ titles: RECORDS, keys: RECORDS, searchable: RECORDS });
      // The import leaves the index snapshot the next server start loads, of every searchable title.
      const [all] = await db.query<{ n: number }>('select count(*)::int as n from acervo_busca');
      const snapshot = await readSnapshot(snapshotFileIn(target.env.DATA_DIR!));
      expect(snapshot?.info.count).toBe(all?.n);
    } finally {
      await db.close();
    }
  }, 600_000);
});
