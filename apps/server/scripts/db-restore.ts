// `npm run db:restore -- <file>`: replaces the embedded database (DATA_DIR/pglite) with a backup made
// by db:dump. The previous data folder is kept beside it. Stop the server first (ADR 002).
import path from 'node:path';
import { userPath } from '../src/catalogue-import/cli-support.ts';
import { loadConfig } from '../src/config.ts';
import { restoreEmbeddedDatabase } from '../src/db/pglite/backup.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore a PostgreSQL server with pg_restore or psql instead.');
  process.exit(1);
}
const requested = process.argv[2];
if (!requested) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(1);
}
const pgliteDir = path.join(config.dataDir, 'pglite');
const { keptAs } = await restoreEmbeddedDatabase(pgliteDir, userPath(requested));
console.log(`Restored ${userPath(requested)} into ${pgliteDir}`);
if (keptAs)
  console.log(`The previous data folder is kept as ${keptAs}; delete it when you no longer need it.`);
