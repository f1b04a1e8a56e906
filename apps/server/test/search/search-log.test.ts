import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { SearchLog } from '../../src/modules/search/search-log.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const entry = (n: number) => ({
  campos: [{ campo: 'todos', termo: `palavra ${n}` }],
  registros: n,
  pesquisa: `palavra ${n}`,
  url: `/api/consulta?termo=palavra+${n}`,
  base: 'local',
});

type Row = { id: number; registros: number; pesquisa: string; campos: unknown; criado_em: Date };
const logged = (ids: number[]) =>
  db.query<Row>(
    'select id, registros, pesquisa, campos, criado_em from consulta_registro where id = any($1::int[]) order by id',
    [ids],
  );

describe('the search log written behind the answers', () => {
  it('gives every search its own id at once and writes all their rows, across id blocks', async () => {
    const log = new SearchLog(db, { reserve: 7, batch: 5, delayMs: 10_000 });
    const before = new Date(Date.now() - 1000);
    const ids = await Promise.all(Array.from({ length: 23 }, (_, n) => log.record(entry(n))));
    expect(new Set(ids).size).toBe(23);
    expect(await logged(ids)).toEqual([]); // not written until the delay or a flush
    await log.flush();
    const rows = await logged(ids);
    expect(rows.map((row) => row.id)).toEqual([...ids].sort((a, b) => a - b));
    for (const [n, id] of ids.entries()) {
      const row = rows.find((candidate) => candidate.id === id)!;
      expect(row).toMatchObject({ registros: n, pesquisa: `palavra ${n}`, campos: entry(n).campos });
      expect(row.criado_em.getTime()).toBeGreaterThanOrEqual(before.getTime());
    }
    // The table's own numbering goes on after the reserved ids.
    const [next] = await db.query<{ id: number }>(
      `insert into consulta_registro (campos, registros, pesquisa, url, base)
       values ('[]', 0, '', '/', 'local') returning id`,
    );
    expect(next!.id).toBeGreaterThan(Math.max(...ids));
  });

  it('writes a row by itself shortly after the search', async () => {
    const log = new SearchLog(db, { delayMs: 20 });
    const id = await log.record(entry(99));
    await expect.poll(async () => (await logged([id])).length, { timeout: 2000 }).toBe(1);
  });

  it('keeps rows a failed write could not store and writes them once the database answers', async () => {
    let failing = true;
    const errors: unknown[] = [];
    const flaky: Database = {
      ...db,
      query: (sql, params) =>
        failing && sql.includes('insert') ? Promise.reject(new Error('down')) : db.query(sql, params),
    };
    const log = new SearchLog(flaky, { delayMs: 10_000, onError: (error) => errors.push(error) });
    const id = await log.record(entry(7));
    await log.flush();
    expect(errors).toHaveLength(1);
    expect(await logged([id])).toEqual([]);
    failing = false;
    await log.flush();
    expect(await logged([id])).toHaveLength(1);
  });
});
