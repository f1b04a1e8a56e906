import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { openTestDatabase } from './helpers/test-database.ts';

describe('migrations', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('have run once each, in order, and running them again changes nothing', async () => {
    const applied = await db.query<{ version: number }>(
      'select version from schema_migrations order by version',
    );
    expect(applied.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    expect(await migrate(db)).toEqual([]);
  });

  it('roll a failing migration back entirely', async () => {
    const broken = [
      ...migrations,
      {
        // Versions may leave gaps (ADR 002): come after the last one, whatever its number.
        version: migrations.at(-1)!.version + 1,
        name: 'broken',
        sql: 'create table half_done (id int); select * from nope;',
      },
    ];
    await expect(migrate(db, broken)).rejects.toThrow(/nope/);
    const tables = await db.query("select 1 from information_schema.tables where table_name = 'half_done'");
    expect(tables).toEqual([]);
  });

  it('refuse a list whose versions do not increase', async () => {
    const shuffled = [migrations[1]!, migrations[0]!];
    await expect(migrate(db, shuffled)).rejects.toThrow(/must come after/);
  });
});
