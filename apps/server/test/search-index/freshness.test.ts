import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { loadDocuments } from '../../src/modules/search-index/load.ts';
import { SearchIndexService } from '../../src/modules/search-index/search-index-service.ts';
import { refreshTitles } from '../../src/modules/search/documents/sync-search-documents.ts';
import type { SearchEngine, SearchRequest } from '../../src/modules/search/engine/search-engine.ts';
import { createSqlSearchEngine } from '../../src/modules/search/engine/sql-search-engine.ts';
import { tokenizeQuery } from '../../src/text/tokenizer.ts';
import { collectingLog } from '../helpers/collecting-log.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { queryMix } from './query-mix.ts';

let db: Database;
let sql: SearchEngine;
let service: SearchIndexService;
let folder: string;
const { messages, log } = collectingLog();

beforeAll(async () => {
  db = await openTestDatabase();
  sql = createSqlSearchEngine(db);
  folder = await mkdtemp(path.join(tmpdir(), 'acervo-fresh-'));
  service = await SearchIndexService.start({ db, snapshotFile: path.join(folder, 'indice.bin'), log });
});

afterAll(async () => {
  await service?.close();
  await db?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const any = (text: string): SearchRequest => ({
  clauses: [{ field: 'any', terms: tokenizeQuery(text) }],
  page: { offset: 0, limit: 20 },
  facets: ['T', 'Y', 'A', 'S'],
});

/** A committed change to a title, made the way the catalogue makes it: row, then its search rows. */
async function retitle(id: number, title: string) {
  await db.transaction(async (tx) => {
    await tx.query(
      'update acervo set titulo = $2, titulo_ordenacao = $2, atualizado_em = now() where cod_acervo = $1',
      [id, title],
    );
    await refreshTitles(tx, [id]);
  });
}

async function expectSameAsSql(requests: readonly SearchRequest[]) {
  for (const request of requests) {
    const [expected, actual] = await Promise.all([sql.search(request), service.search(request)]);
    expect({ request, total: actual.total, ids: actual.ids }).toEqual({
      request,
      total: expected.total,
      ids: expected.ids,
    });
  }
}

describe('an index that follows the change feed', () => {
  it('shows a changed title in the very next search, in order, while searches keep arriving', async () => {
    const titles = await db.query<{ cod_acervo: number }>(
      'select cod_acervo from acervo_busca order by cod_acervo limit 12',
    );
    for (const [i, { cod_acervo }] of titles.entries()) {
      const word = `xilografura${String.fromCharCode(97 + i)}`;
      // Searches running while the change commits must not stop the next one from seeing it.
      const meanwhile = Promise.all([service.search(any('historia')), service.search(any(word))]);
      await retitle(cod_acervo, `Estudos de ${word}`);
      const after = await service.search(any(word));
      expect(after.ids).toEqual([cod_acervo]);
      await meanwhile;
    }
    expect((await service.search(any('xilografura'))).total).toBe(12);
  });

  it('forgets a deleted title at once', async () => {
    const [title] = await db.query<{ cod_acervo: number }>(
      `select b.cod_acervo from acervo_busca b
        where not exists (select 1 from exemplar e where e.cod_acervo = b.cod_acervo) order by b.cod_acervo desc limit 1`,
    );
    await retitle(title!.cod_acervo, 'Titulo efemero zimbabuense');
    expect((await service.search(any('zimbabuense'))).total).toBe(1);
    await db.query('delete from acervo where cod_acervo = $1', [title!.cod_acervo]);
    expect((await service.search(any('zimbabuense'))).total).toBe(0);
  });

  it('answers as the SQL engine does after the changes, facets included', async () => {
    const ids = (await db.query<{ cod_acervo: number }>('select cod_acervo from acervo_busca')).map(
      (row) => row.cod_acervo,
    );
    const documents = await loadDocuments(db, ids);
    expect(service.current.deltaSize).toBeGreaterThan(0);
    const requests = queryMix(documents, 60, 31);
    await expectSameAsSql(requests);
    for (const request of requests.slice(0, 20)) {
      const [expected, actual] = await Promise.all([sql.search(request), service.search(request)]);
      // Labels are display spellings of the code and may differ in case (see differential.test.ts).
      const comparable = (facets: typeof actual.facets) =>
        Object.fromEntries(
          Object.entries(facets).map(([type, counts]) => [
            type,
            counts!.map(({ label, ...count }) => ({ ...count, labelled: label !== undefined })),
          ]),
        );
      expect(comparable(actual.facets)).toEqual(comparable(expected.facets));
    }
  }, 120_000);

  it('compacts the changes into a fresh main segment and swaps it in, answering the same', async () => {
    expect(service.current.deltaSize).toBeGreaterThan(0);
    const before = service.current;
    await service.rebuild();
    expect(service.current).not.toBe(before);
    expect(service.current.deltaSize).toBe(0);
    expect((await service.search(any('xilografura'))).total).toBe(12);
    expect((await service.search(any('zimbabuense'))).total).toBe(0);
    const ids = (await db.query<{ cod_acervo: number }>('select cod_acervo from acervo_busca')).map(
      (row) => row.cod_acervo,
    );
    await expectSameAsSql(queryMix(await loadDocuments(db, ids), 30, 41));
  }, 120_000);

  it('restarts from its snapshot and catches up with what changed since', async () => {
    await service.saveSnapshot();
    const [title] = await db.query<{ cod_acervo: number }>(
      'select cod_acervo from acervo_busca order by cod_acervo desc limit 1',
    );
    await retitle(title!.cod_acervo, 'Depois do retrato quetzal');
    messages.length = 0;
    const restarted = await SearchIndexService.start({
      db,
      snapshotFile: path.join(folder, 'indice.bin'),
      log,
    });
    try {
      expect(messages.some((message) => message.includes('from the snapshot'))).toBe(true);
      expect((await restarted.search(any('quetzal'))).ids).toEqual([title!.cod_acervo]);
      expect((await restarted.search(any('xilografura'))).total).toBe(12);
    } finally {
      await restarted.close();
    }
  });
});
