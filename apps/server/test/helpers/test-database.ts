import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPgliteDatabase } from '../../src/db/pglite/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres/postgres-database.ts';
import { seedDemo } from '../../src/demo/seed-demo.ts';
import { createPasswordHasher } from '../../src/modules/auth/password-hasher.ts';
import type { LibraryTime } from '../../src/time/library-time.ts';
import { testPasswordHash } from './constants.ts';

/**
 * A fresh database for one test file, already migrated and seeded with the demo data: a copy of
 * the template the global setup prepared, on the engine this run targets.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  if (template.engine === 'pglite') {
    const loadDataDir = new Uint8Array(await readFile(template.dumpFile));
    return openPgliteDatabase({ dataDir: 'memory://', loadDataDir });
  }
  return openPostgresCopy(template, `template ${template.databaseName}`);
}

/**
 * A database of its own with the demo seeded on the given library clock, on the engine this run
 * targets: for tests that need the demo's "today" to be a particular day (ADR 076).
 */
export async function openDemoDatabaseAt(time: LibraryTime): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  const db =
    template.engine === 'pglite'
      ? await openPgliteDatabase({ dataDir: 'memory://' })
      : await openPostgresCopy(template, '');
  await migrate(db);
  await seedDemo(db, { passwords: createPasswordHasher(testPasswordHash), time });
  return db;
}

type PostgresTemplate = Extract<ReturnType<typeof inject<'testDatabaseTemplate'>>, { engine: 'postgres' }>;

/**
 * A PostgreSQL database of its own, copied from the seeded template, by address: for tests that
 * open it more than once, as several API servers on one database do. `drop` removes it.
 */
export async function createPostgresCopy(
  template: PostgresTemplate,
  from = `template ${template.databaseName}`,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `acervo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} ${from}`);
  } finally {
    await admin.end();
  }
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: template.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function openPostgresCopy(template: PostgresTemplate, from: string): Promise<Database> {
  const copy = await createPostgresCopy(template, from);
  const db = await openPostgresDatabase(copy.url);
  return {
    ...db,
    async close() {
      await db.close();
      await copy.drop();
    },
  };
}
