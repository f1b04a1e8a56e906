import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPgliteDatabase } from '../../src/db/pglite/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres/postgres-database.ts';
import { seedDemo } from '../../src/demo/seed-demo.ts';
import { createPasswordHasher } from '../../src/modules/auth/password-hasher.ts';
import { testPasswordHash } from './constants.ts';

export type TestDatabaseTemplate =
  { engine: 'pglite'; dumpFile: string } | { engine: 'postgres'; adminUrl: string; databaseName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

async function prepare(db: Database) {
  await migrate(db);
  // Demo passwords hashed cheaply: tests verify many logins; production cost is ADR 031's.
  await seedDemo(db, { passwords: createPasswordHasher(testPasswordHash) });
}

/**
 * Builds one migrated, seeded database per run and hands test files a way to copy it: a data-folder
 * dump for PGlite (a fresh instance loads it in well under a second) or a template database on
 * PostgreSQL (`ACERVO_TEST_ENGINE=postgres` with `TEST_DATABASE_URL`).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.ACERVO_TEST_ENGINE === 'postgres') {
    if (!adminUrl) throw new Error('ACERVO_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    const databaseName = `acervo_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    const db = await openPostgresDatabase(url.toString());
    await prepare(db);
    await db.close();
    project.provide('testDatabaseTemplate', { engine: 'postgres', adminUrl, databaseName });
    return async () => {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    };
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'acervo-test-'));
  const db = await openPgliteDatabase({ dataDir: 'memory://' });
  await prepare(db);
  const dumpFile = path.join(folder, 'template.tar');
  await writeFile(dumpFile, await db.dump());
  await db.close();
  project.provide('testDatabaseTemplate', { engine: 'pglite', dumpFile });
  return () => rm(folder, { recursive: true, force: true });
}
