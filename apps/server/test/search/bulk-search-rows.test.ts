import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { syncSearchDocuments } from '../../src/modules/search/documents/sync-search-documents.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

/**
 * The bulk path of the search rows (ADR 154) against the batch-at-a-time path the demo seeding
 * takes: same titles, same rows, and the tables keep their indexes and constraints whatever happens.
 */
describe('search rows built in bulk', () => {
  let db: Database;
  let incremental: { busca: unknown[]; faceta: unknown[] };
  let schema: unknown[];

  const rows = async () => ({
    busca: await db.query('select * from acervo_busca order by cod_acervo'),
    faceta: await db.query('select * from acervo_faceta order by cod_acervo, tipo, codigo'),
  });
  const schemaOf = () =>
    db.query(
      `select conrelid::regclass::text as tabela, conname as nome, pg_get_constraintdef(oid) as definicao
         from pg_constraint where conrelid in ('acervo_busca'::regclass, 'acervo_faceta'::regclass)
       union all
       select tablename, indexname, indexdef from pg_indexes
        where tablename in ('acervo_busca', 'acervo_faceta')
       order by 1, 2, 3`,
    );
  const titleIds = async () =>
    (await db.query<{ cod_acervo: number }>('select cod_acervo from acervo order by cod_acervo')).map(
      (row) => row.cod_acervo,
    );

  beforeAll(async () => {
    db = await openTestDatabase();
    // The demo seeding built these rows one batch at a time.
    incremental = await rows();
    schema = await schemaOf();
  });
  afterAll(() => db?.close());

  it('builds a whole catalogue with the same rows as the batch-at-a-time path', async () => {
    const titles = await titleIds();
    expect(incremental.busca).toHaveLength(titles.length);
    await db.query('delete from acervo_busca');
    await db.query('delete from acervo_faceta');
    expect(await syncSearchDocuments(db, { bulkFrom: 10, bulkChunkSize: 37 })).toBe(titles.length);
    expect(await rows()).toEqual(incremental);
    expect(await schemaOf()).toEqual(schema);
    expect(await syncSearchDocuments(db)).toBe(0);
  });

  it('appends a tail smaller than the catalogue before it without touching the indexes', async () => {
    const titles = await titleIds();
    const firstOfTail = titles[Math.floor(titles.length * 0.7)]!;
    await db.query('delete from acervo_busca where cod_acervo >= $1', [firstOfTail]);
    await db.query('delete from acervo_faceta where cod_acervo >= $1', [firstOfTail]);
    const tail = titles.filter((id) => id >= firstOfTail).length;
    expect(await syncSearchDocuments(db, { bulkFrom: 10, bulkChunkSize: 37 })).toBe(tail);
    expect(await rows()).toEqual(incremental);
    expect(await schemaOf()).toEqual(schema);
  });

  it('builds stale titles before the tail in the same sync', async () => {
    const titles = await titleIds();
    const firstOfTail = titles[Math.floor(titles.length / 2)]!;
    await db.query('delete from acervo_busca where cod_acervo >= $1', [firstOfTail]);
    await db.query('delete from acervo_faceta where cod_acervo >= $1', [firstOfTail]);
    await db.query('delete from acervo_busca where cod_acervo = $1', [titles[0]]);
    const tail = titles.filter((id) => id >= firstOfTail).length;
    expect(await syncSearchDocuments(db, { bulkFrom: 10, bulkChunkSize: 37 })).toBe(tail + 1);
    expect(await rows()).toEqual(incremental);
  });

  it('leaves the tables as they were, indexes included, when a bulk build fails midway', async () => {
    await db.query('delete from acervo_busca');
    await db.query('delete from acervo_faceta');
    const failing = syncSearchDocuments(db, {
      bulkFrom: 10,
      bulkChunkSize: 37,
      onProgress: (done) => {
        if (done >= 74) throw new Error('stopped midway');
      },
    });
    await expect(failing).rejects.toThrow('stopped midway');
    expect(await rows()).toEqual({ busca: [], faceta: [] });
    expect(await schemaOf()).toEqual(schema);
    // The next sync (the next start, for instance) builds everything.
    expect(await syncSearchDocuments(db, { bulkFrom: 10, bulkChunkSize: 37 })).toBe(incremental.busca.length);
    expect(await rows()).toEqual(incremental);
  });
});
