import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { clockStartingAt, libraryTime } from '../src/time/library-time.ts';
import { openDemoDatabaseAt } from './helpers/test-database.ts';

/** Columns that hold what is planned, not what happened: they may lie ahead of the seeding. */
const scheduled = new Set(['evento.inicio', 'evento.fim']);
const isScheduled = (table: string, column: string) =>
  scheduled.has(`${table}.${column}`) || /^(expira_em|valido_ate|previsao)$/.test(column);

describe('the demo seeded early in the morning, library time', () => {
  // 07:00 in São Paulo: the demo's "today 09:00" events have not happened yet.
  const seededAt = new Date('2031-03-14T10:00:00Z');
  const time = libraryTime(clockStartingAt(seededAt), 'America/Sao_Paulo');
  let db: Database;
  beforeAll(async () => {
    db = await openDemoDatabaseAt(time);
  }, 300_000);
  afterAll(() => db?.close());

  it('has no timestamp later than the moment it was created', async () => {
    const columns = await db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'timestamp with time zone'
        order by table_name, column_name`,
    );
    const later: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      if (isScheduled(table, column)) continue;
      const [row] = await db.query<{ latest: Date | null }>(`select max(${column}) as latest from ${table}`);
      if (row?.latest && row.latest.getTime() > time.now().getTime()) {
        later.push(`${table}.${column} ${row.latest.toISOString()}`);
      }
    }
    expect(later).toEqual([]);
  });

  it('dates the loans from the library’s day', async () => {
    const rows = await db.query<{ due: string }>(
      `select e.data_devolucao_prevista as due from emprestimo e join login l using (cod_login)
        where l.usuario = '2024001' and e.data_devolucao is null order by 1`,
    );
    expect(rows.map((row) => row.due)).toEqual(['2031-03-09', '2031-03-14', '2031-03-18']);
  });
});
