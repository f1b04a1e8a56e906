import path from 'node:path';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';

/**
 * What the command-line tools share with the server: the same settings (DATA_DIR, DATABASE_URL),
 * the same database, migrated first so a tool can run before the server ever started.
 */
export async function openMigratedDatabase(): Promise<Database> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await migrate(db);
  return db;
}

/** npm runs workspace scripts in the workspace's folder; paths typed by the user are relative to where they typed them. */
export function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
