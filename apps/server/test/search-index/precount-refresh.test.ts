import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { buildIndex, SearchIndexService } from '../../src/modules/search-index/search-index-service.ts';
import { refreshTitles } from '../../src/modules/search/documents/sync-search-documents.ts';
import { FACET_TYPES, type SearchRequest } from '../../src/modules/search/engine/search-engine.ts';
import { tokenizeQuery } from '../../src/text/tokenizer.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

let db: Database;
let service: SearchIndexService;

beforeAll(async () => {
  db = await openTestDatabase();
  // The demo catalogue is small: precount whatever two titles find, and count again soon.
  service = await SearchIndexService.start({
    db,
    index: { precountFrom: 2, facetCacheFrom: Number.POSITIVE_INFINITY },
    precountAgainMs: 50,
  });
});

afterAll(async () => {
  await service?.close();
  await db?.close();
});

const searchFor = (text: string, filters: SearchRequest['filters'] = {}): SearchRequest => ({
  clauses: [{ field: 'any', terms: tokenizeQuery(text) }],
  filters,
  page: { offset: 0, limit: 20 },
  facets: FACET_TYPES,
});

/** The service's answers against an index built afresh from the database (nothing precounted). */
async function expectSameAsFreshBuild(requests: readonly SearchRequest[]) {
  await service.sync();
  const fresh = await buildIndex(db, { facetCacheFrom: Number.POSITIVE_INFINITY });
  for (const request of requests)
    expect({ request, ...service.current.search(request) }).toEqual({ request, ...fresh.search(request) });
}

describe('precounted facets and a changing catalogue (ADR 074)', () => {
  it('counts again, once changes settle, the precounts a title leaving took away; every answer exact meanwhile', async () => {
    await vi.waitFor(() => expect(service.current.precountsHeld).toBeGreaterThan(100), { timeout: 30_000 });
    const [title] = await db.query<{ cod_acervo: number; titulo: string }>(
      `select cod_acervo, titulo from acervo where titulo ilike '%hist%' order by cod_acervo limit 1`,
    );
    // Short starts of words (wide ranges) and whole words, with and without a filter.
    const searches = ['his', 'hist', 'historia', 'bra', 'brasil', 'lit', 'edu'].flatMap((text) => [
      searchFor(text),
      searchFor(text, { I: ['por'] }),
    ]);
    await db.transaction(async (tx) => {
      await tx.query('update acervo set titulo = $2, atualizado_em = now() where cod_acervo = $1', [
        title!.cod_acervo,
        `${title!.titulo} revisto`,
      ]);
      await refreshTitles(tx, [title!.cod_acervo]);
    });
    await service.sync();
    expect(service.current.precountsMissing).toBe(true);
    await expectSameAsFreshBuild(searches);
    await vi.waitFor(() => expect(service.current.precountsMissing).toBe(false), { timeout: 10_000 });
    await expectSameAsFreshBuild(searches);
  }, 120_000);
});
