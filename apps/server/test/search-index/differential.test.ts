import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { IndexDocument } from '../../src/modules/search-index/document.ts';
import { loadDocuments } from '../../src/modules/search-index/load.ts';
import { SearchIndex } from '../../src/modules/search-index/search-index.ts';
import { buildIndex } from '../../src/modules/search-index/search-index-service.ts';
import type {
  SearchEngine,
  SearchRequest,
  SearchResult,
} from '../../src/modules/search/engine/search-engine.ts';
import { createSqlSearchEngine } from '../../src/modules/search/engine/sql-search-engine.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { queryMix } from './query-mix.ts';

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

/**
 * Facets in one canonical order (each engine lists types in its own order). A label is a display
 * spelling of the value's normalised code: the SQL engine takes the least among the matching
 * titles under the database's collation, the index the least in the catalogue by code point
 * (ADR 070): both are spellings of the same normalised code, so only their presence is compared.
 */
function canonical(result: SearchResult) {
  return {
    total: result.total,
    ids: result.ids,
    facets: Object.fromEntries(
      Object.entries(result.facets)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([type, counts]) => [
          type,
          counts!.map(({ label, ...count }) => ({ ...count, labelled: label !== undefined })),
        ]),
    ),
  };
}

async function expectSameAsSql(subject: SearchIndex, requests: readonly SearchRequest[]) {
  for (const request of requests) {
    const expected = await sql.search(request);
    const actual = subject.search(request);
    expect({ request, ...canonical(actual) }).toEqual({ request, ...canonical(expected) });
  }
}

describe('the in-memory index against the SQL reference engine', () => {
  it('holds every title that has a search row', () => {
    expect(documents.length).toBeGreaterThan(1000);
    expect(index.size).toBe(documents.length);
  });

  // 240 searches with every facet, in chunks: the SQL side takes tens of milliseconds each.
  it.each([1, 2, 3, 4, 5, 6])(
    'gives the same totals, facet counts and pages in every sort for a mix of searches (part %i)',
    async (part) => {
      await expectSameAsSql(index, queryMix(documents, 240, 11).slice((part - 1) * 40, part * 40));
    },
    120_000,
  );

  it('gives the same answers with a publication-year range, open at either end or not', async () => {
    const ranges = [{ from: 1900, to: 1950 }, { from: 2000 }, { to: 1899 }, { from: 1975, to: 1975 }];
    const searches = queryMix(documents, 240, 13).slice(0, 10);
    await expectSameAsSql(
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
    await expectSameAsSql(precounted, singleWords.slice(0, 40));
  }, 120_000);
});
