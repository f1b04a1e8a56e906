import type { Database } from './database.ts';
import { migrations as allMigrations } from './migrations/index.ts';
import type { Migration } from './migrations/migration.ts';

/** Serialises migrations when several API servers start against one PostgreSQL at once. */
const MIGRATION_LOCK = 7_374_201;

/** Brings the schema up to date; each migration runs in its own transaction, once. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<number[]> {
  assertOrdered(migrations);
  await db.exec(`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )
  `);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const done = await tx.query<{ version: number }>('select version from schema_migrations');
    const applied = new Set(done.map((row) => row.version));
    const ran: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      ran.push(migration.version);
    }
    return ran;
  });
}

/**
 * Versions only need to increase: each feature owns a range (ADR 002), so features developed side
 * by side never claim the same number.
 */
function assertOrdered(migrations: readonly Migration[]) {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && migration.version <= previous.version) {
      throw new Error(
        `Migration ${migration.name} (version ${migration.version}) must come after ${previous.name} (version ${previous.version})`,
      );
    }
  });
}
