import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { readLibraryTimeZone } from './modules/institution/institution-settings.ts';
import { libraryTime, systemClock } from './time/library-time.ts';
import { createPasswordHasher } from './modules/auth/password-hasher.ts';
import { syncSearchDocuments } from './modules/search/documents/sync-search-documents.ts';
import { preloadReferenceStyles } from './modules/titles/references/reference-formatter.ts';

const config = loadConfig();
// The CSL styles take seconds to parse: their worker starts now, beside the database work (ADR 054).
void preloadReferenceStyles();
// The first start imports the demo catalogue (tens of seconds): say so before going quiet.
process.stdout.write('Acervo: opening the database and preparing it on first start…\n');
const db = await openDatabase(config);
await migrate(db);
if (config.demoData) {
  let reported = 0;
  await seedDemo(db, {
    passwords: createPasswordHasher(config.auth.passwordHash),
    time: libraryTime(systemClock, await readLibraryTimeZone(db, config.libraryTimeZone)),
    onCatalogueProgress: (records) => {
      if (Math.floor(records / 500) === Math.floor(reported / 500)) return;
      reported = records;
      process.stdout.write(`Acervo: demo catalogue, ${records} records stored…\n`);
    },
  });
}
// Titles imported or changed while the server was stopped get their search rows (ADR 050).
await syncSearchDocuments(db);

const app = await buildApp({ db, config });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Acervo is ready on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`,
);
