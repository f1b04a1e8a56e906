import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { openPgliteDatabase } from '../../src/db/pglite/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres/postgres-database.ts';

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
  const name = `acervo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.databaseName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString());
  return {
    ...db,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: template.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
