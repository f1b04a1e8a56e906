import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { loadDocuments } from '../../src/modules/search-index/load.ts';
import {
  SearchIndexService,
  writeIndexSnapshot,
} from '../../src/modules/search-index/search-index-service.ts';
import { snapshotFileIn } from '../../src/modules/search-index/snapshot.ts';
import { refreshTitles } from '../../src/modules/search/documents/sync-search-documents.ts';
import type { SearchEngine } from '../../src/modules/search/engine/search-engine.ts';
import { createSqlSearchEngine } from '../../src/modules/search/engine/sql-search-engine.ts';
import { tokenizeQuery } from '../../src/text/tokenizer.ts';
import { collectingLog } from '../helpers/collecting-log.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { queryMix } from './query-mix.ts';

let db: Database;
let sql: SearchEngine;
let dataDir: string;
let service: SearchIndexService | undefined;
const { messages, log } = collectingLog();

beforeAll(async () => {
  db = await openTestDatabase();
  sql = createSqlSearchEngine(db);
  dataDir = await mkdtemp(path.join(tmpdir(), 'acervo-snapshot-start-'));
});

afterAll(async () => {
  await service?.close();
  await db?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the index snapshot a seed or an import leaves behind', () => {
  it('is what the next start loads, with no build, and it then agrees with the database', async () => {
    // What `npm run seed:synthetic` and `npm run import` do last.
    const progress: Array<[number, number]> = [];
    const written = await writeIndexSnapshot(db, snapshotFileIn(dataDir), (done, total) =>
      progress.push([done, total]),
    );
    const [{ titles }] = (await db.query<{ titles: number }>(
      'select count(*)::int as titles from acervo_busca',
    )) as [{ titles: number }];
    expect(written.titles).toBe(titles);
    expect(progress.at(-1)).toEqual([titles, titles]);

    // A title retitled between the import and the start: the start catches up from the feed.
    const [{ cod_acervo: id }] = (await db.query<{ cod_acervo: number }>(
      'select cod_acervo from acervo_busca order by cod_acervo limit 1',
    )) as [{ cod_acervo: number }];
    await db.transaction(async (tx) => {
      await tx.query(
        `update acervo set titulo = 'Quiromancia aplicada', titulo_ordenacao = 'Quiromancia aplicada',
                atualizado_em = now() where cod_acervo = $1`,
        [id],
      );
      await refreshTitles(tx, [id]);
    });

    service = await SearchIndexService.start({ db, snapshotFile: snapshotFileIn(dataDir), log });
    expect(messages.some((m) => m.includes(`${titles} titles from the snapshot`))).toBe(true);
    expect(messages.some((m) => m.includes('building from the database'))).toBe(false);
    expect(messages.some((m) => m.startsWith('search index ready'))).toBe(true);

    const quiromancia = await service.search({
      clauses: [{ field: 'any', terms: tokenizeQuery('quiromancia') }],
      page: { offset: 0, limit: 20 },
      facets: [],
    });
    expect(quiromancia.ids).toEqual([id]);

    const ids = (await db.query<{ cod_acervo: number }>('select cod_acervo from acervo_busca')).map(
      (row) => row.cod_acervo,
    );
    for (const request of queryMix(await loadDocuments(db, ids), 40)) {
      const [expected, actual] = await Promise.all([sql.search(request), service.search(request)]);
      expect({ request, total: actual.total, ids: actual.ids }).toEqual({
        request,
        total: expected.total,
        ids: expected.ids,
      });
    }
  }, 120_000);
});
