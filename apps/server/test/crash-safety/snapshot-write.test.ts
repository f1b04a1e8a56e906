import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadDocuments } from '../../src/modules/search-index/load.ts';
import { SearchIndexService } from '../../src/modules/search-index/search-index-service.ts';
import { readSnapshot, snapshotFileIn } from '../../src/modules/search-index/snapshot.ts';
import { createSqlSearchEngine } from '../../src/modules/search/engine/sql-search-engine.ts';
import { queryMix } from '../search-index/query-mix.ts';
import { expectSameAsSql } from '../search-index/same-as-sql.ts';
import { type ServerProcess, useServerTarget } from '../helpers/server-process.ts';

const serverFolder = path.join(import.meta.dirname, '../..');
/** Long enough that the writer is still held when the test kills it. */
const PAUSE = { SEARCH_INDEX_SNAPSHOT_PAUSE_MS: '600000' };

/**
 * The writer's temporary file once the writer is held halfway through it: it exists and has
 * stopped growing.
 */
async function heldTemporary(file: string, pid: number, exited: () => boolean): Promise<string> {
  const temporary = `${file}.${pid}.tmp`;
  const deadline = Date.now() + 120_000;
  let size = -1;
  for (;;) {
    if (exited()) throw new Error('the writer ended before it was held');
    if (Date.now() > deadline) throw new Error(`no ${temporary} in time`);
    const now = await stat(temporary).then(
      (found) => found.size,
      () => -1,
    );
    if (now > 0 && now === size) return temporary;
    size = now;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const template = inject('testDatabaseTemplate');

describe(`a kill -9 while the search index snapshot is written, on ${template.engine}`, () => {
  const crash = useServerTarget('acervo-crash-snapshot-', 1);
  let snapshotFile: string;

  beforeAll(() => {
    snapshotFile = snapshotFileIn(crash.target.dataDir);
  });

  /** A start on the data the kill left, once its index is ready. */
  async function restart(): Promise<ServerProcess> {
    const started = performance.now();
    const server = await crash.start();
    await server.waitForLog(/search index ready/);
    console.log(
      `${template.engine}: index ready ${Math.round(performance.now() - started)} ms after the restart`,
    );
    return server;
  }

  /**
   * What a server start makes of the data folder, run here on the stopped server's files: the
   * index it starts with, then the differential check against the SQL engine.
   */
  async function expectIndexToAgreeWithDatabase(expectedStart: RegExp) {
    const db = await crash.target.open();
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
    const service = await SearchIndexService.start({ db, snapshotFile, log: { ...log, error: log.warn } });
    try {
      expect(lines.join('\n')).toMatch(expectedStart);
      const ids = (await db.query<{ cod_acervo: number }>('select cod_acervo from acervo_busca')).map(
        (row) => row.cod_acervo,
      );
      expect(service.current.size).toBe(ids.length);
      const documents = await loadDocuments(db, ids);
      await expectSameAsSql(createSqlSearchEngine(db), service.current, queryMix(documents, 20, 23));
    } finally {
      await service.close();
      await db.close();
    }
  }

  it('the server killed halfway through its first snapshot leaves none; the next start builds one', async () => {
    // No snapshot yet: the server builds the index and writes one, held halfway here.
    const first = await crash.start(PAUSE);
    await first.waitForLog(/search index ready/);
    const temporary = await heldTemporary(
      snapshotFile,
      first.child.pid!,
      () => first.child.exitCode !== null,
    );
    await first.kill();

    expect(existsSync(snapshotFile)).toBe(false);
    // What was left is torn: it would not load even where the snapshot belongs.
    expect(await readSnapshot(temporary)).toBeNull();

    const second = await restart();
    expect(second.output()).toMatch(/no usable snapshot, building from the database/);
    const deadline = Date.now() + 60_000;
    while (!(await readSnapshot(snapshotFile))) {
      if (Date.now() > deadline) throw new Error(`no snapshot written:\n${second.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The killed writer's leftover is gone: a crash must not cost its size on disk for good.
    expect(await readdir(path.dirname(snapshotFile))).toEqual([path.basename(snapshotFile)]);
    await second.stop();

    await expectIndexToAgreeWithDatabase(/titles from the snapshot/);
  }, 240_000);

  it('the import killed halfway through its snapshot leaves the previous one, which the next start loads and brings up to date', async () => {
    const previous = await readFile(snapshotFile);
    const file = path.join(crash.folder, 'new-titles.jsonl');
    const records = [1, 2, 3].map((n) => ({
      leader: '00000nam a2200000 i 4500',
      fields: [
        { '001': `falha-${n}` },
        { '003': 'TESTE' },
        { '245': { ind1: '1', ind2: '0', subfields: [{ a: `Jabuticabeira em flor ${n}` }] } },
      ],
    }));
    await writeFile(file, records.map((record) => JSON.stringify(record)).join('\n'));

    // `npm run import` stores the titles and their search rows, then writes the snapshot: held.
    const importing = spawn(process.execPath, ['--import', 'tsx', 'scripts/import.ts', file], {
      cwd: serverFolder,
      env: { ...process.env, ...crash.target.env, ...PAUSE, INIT_CWD: serverFolder },
      stdio: 'pipe',
    });
    let output = '';
    importing.stdout.on('data', (chunk) => (output += chunk));
    importing.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => importing.on('exit', resolve));
    try {
      await heldTemporary(snapshotFile, importing.pid!, () => importing.exitCode !== null);
    } catch (error) {
      throw new Error(`${String(error)}\n${output}`);
    }
    importing.kill('SIGKILL');
    await exited;

    // The snapshot in place is the previous one, byte for byte.
    expect((await readFile(snapshotFile)).equals(previous)).toBe(true);

    const server = await restart();
    expect(server.output()).toMatch(/titles from the snapshot/);
    // The change feed brings the loaded snapshot up to date: the imported titles are found.
    const found = (await (
      await fetch(`${server.url}/api/consulta?termo=jabuticabeira&facetas=0`)
    ).json()) as {
      total: number;
    };
    expect(found.total).toBe(3);
    await server.stop();

    await expectIndexToAgreeWithDatabase(/titles from the snapshot/);
  }, 240_000);
});
