import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { IndexDocument } from '../../src/modules/search-index/document.ts';
import { loadDocuments } from '../../src/modules/search-index/load.ts';
import { SearchIndex } from '../../src/modules/search-index/search-index.ts';
import { buildIndex } from '../../src/modules/search-index/search-index-service.ts';
import type { SearchEngine } from '../../src/modules/search/engine/search-engine.ts';
import { createSqlSearchEngine } from '../../src/modules/search/engine/sql-search-engine.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { queryMix } from './query-mix.ts';
import { expectSameAsSql } from './same-as-sql.ts';

let db: Database;
let sql: SearchEngine;
let index: SearchIndex;
let documents: IndexDocument[];

beforeAll(async () => {
  db = await openTestDatabase();
  sql = createSqlSearchEngine(db);
  index = await buildIndex(db);
  const ids = (await db.query<{ cod_acervo: number }>('select cod_acervo from acervo_busca')).map(
    (row) => row.cod_acervo,
  );
  documents = await loadDocuments(db, ids);
});

afterAll(async () => {
  await db?.close();
});

describe('the in-memory index against the SQL reference engine', () => {
  it('holds every title that has a search row', () => {
    expect(documents.length).toBeGreaterThan(1000);
    expect(index.size).toBe(documents.length);
  });

  // 240 searches with every facet, in chunks: the SQL side takes tens of milliseconds each.
  it.each([1, 2, 3, 4, 5, 6])(
    'gives the same totals, facet counts and pages in every sort for a mix of searches (part %i)',
    async (part) => {
      await expectSameAsSql(sql, index, queryMix(documents, 240, 11).slice((part - 1) * 40, part * 40));
    },
    120_000,
  );

  it('gives the same answers with a publication-year range, open at either end or not', async () => {
    const ranges = [{ from: 1900, to: 1950 }, { from: 2000 }, { to: 1899 }, { from: 1975, to: 1975 }];
    const searches = queryMix(documents, 240, 13).slice(0, 10);
    await expectSameAsSql(
      sql,
      index,
      searches.flatMap((request) => ranges.map((years) => ({ ...request, years }))),
    );
  }, 120_000);

  it('gives the same answers for single frequent words from their precounted facets', async () => {
    // Every word in at least two titles is precounted here (at scale only the most frequent are).
    const precounted = new SearchIndex(index.main, { precountFrom: 2 });
    expect(await precounted.precountFrequentTerms()).toBeGreaterThan(100);
    const singleWords = queryMix(documents, 1200, 12).filter(
      ({ clauses }) => clauses.length === 1 && clauses[0]!.field === 'any' && clauses[0]!.terms.length === 1,
    );
    expect(singleWords.length).toBeGreaterThanOrEqual(40);
    await expectSameAsSql(sql, precounted, singleWords.slice(0, 40));
  }, 120_000);
});
