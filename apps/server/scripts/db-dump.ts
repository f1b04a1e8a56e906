// `npm run db:dump [-- <file>]`: backs up the embedded database (DATA_DIR/pglite) to one file,
// by default DATA_DIR/backups/acervo-<time>.tar.gz. Stop the server first (ADR 002).
import path from 'node:path';
import { userPath } from '../src/catalogue-import/cli-support.ts';
import { loadConfig } from '../src/config.ts';
import { dumpEmbeddedDatabase } from '../src/db/pglite/backup.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up a PostgreSQL server with pg_dump instead.');
  process.exit(1);
}
const requested = process.argv[2];
const file = requested
  ? userPath(requested)
  : path.join(config.dataDir, 'backups', `acervo-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
const bytes = await dumpEmbeddedDatabase(path.join(config.dataDir, 'pglite'), file);
console.log(`Backed up the embedded database to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
