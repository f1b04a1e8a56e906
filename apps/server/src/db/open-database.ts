import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite/pglite-database.ts';
import { openPostgresDatabase } from './postgres/postgres-database.ts';

/** The database the configuration asks for: PostgreSQL when a URL is given, else embedded on disk. */
export async function openDatabase(settings: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (settings.databaseUrl) return openPostgresDatabase(settings.databaseUrl);
  const dataDir = path.join(settings.dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return openPgliteDatabase({ dataDir });
}
