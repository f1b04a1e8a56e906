// Import throughput for the demo MARC files on PGlite (and PostgreSQL when TEST_DATABASE_URL is set),
// plus the synthetic generator's insert rate. Prints figures; never asserts on timing.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { importMarcFiles } from '../src/catalogue-import/importer.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPgliteDatabase } from '../src/db/pglite/pglite-database.ts';
import { openPostgresDatabase } from '../src/db/postgres/postgres-database.ts';
import { seedDemoInstitution } from '../src/demo/demo-institution.ts';
import { seedDemoOrganisation } from '../src/demo/demo-organisation.ts';
import {
  curatedAuthorityFile,
  curatedTitlesFile,
  demoAuthorityFiles,
  demoBibliographicFiles,
} from '../src/demo/demo-catalogue.ts';
import { seedSyntheticCatalogue } from '../src/demo/synthetic-catalogue.ts';

const SYNTHETIC_TITLES = 10_000;

const print = (line: string) => process.stdout.write(`${line}\n`);

async function measure(engine: string, db: Database) {
  await migrate(db);
  await db.transaction(async (tx) => {
    await seedDemoInstitution(tx);
    await seedDemoOrganisation(tx);
  });
  const run = async (label: string, files: string[], origin?: 'curado') => {
    const started = performance.now();
    const summary = await importMarcFiles(db, files, origin ? { origin } : {});
    const seconds = (performance.now() - started) / 1000;
    print(
      `${engine.padEnd(10)} ${label.padEnd(28)} ${String(summary.records).padStart(5)} records ` +
        `${seconds.toFixed(2).padStart(6)} s  ${String(Math.round(summary.records / seconds)).padStart(5)} records/s`,
    );
    return { records: summary.records, seconds };
  };
  const phases = [
    await run('authorities (first import)', [curatedAuthorityFile, ...demoAuthorityFiles]),
    await run('curated titles', [curatedTitlesFile], 'curado'),
    await run('real titles (first import)', demoBibliographicFiles),
  ];
  const total = phases.reduce((sum, phase) => ({
    records: sum.records + phase.records,
    seconds: sum.seconds + phase.seconds,
  }));
  print(
    `${engine.padEnd(10)} ${'all demo files'.padEnd(28)} ${String(total.records).padStart(5)} records ${total.seconds.toFixed(2).padStart(6)} s  ${String(Math.round(total.records / total.seconds)).padStart(5)} records/s`,
  );
  await run('real titles (re-import)', demoBibliographicFiles);
  const synthetic = await seedSyntheticCatalogue(db, { count: SYNTHETIC_TITLES, seed: 1 });
  print(
    `${engine.padEnd(10)} ${'synthetic catalogue'.padEnd(28)} ${String(synthetic.titles).padStart(5)} titles  ` +
      `${synthetic.seconds.toFixed(2).padStart(6)} s  ${Math.round(synthetic.rows / synthetic.seconds)} rows/s`,
  );
}

const pglite = await openPgliteDatabase({ dataDir: 'memory://' });
await measure('pglite', pglite);
await pglite.close();

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `acervo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString());
  try {
    await measure('postgres', db);
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  print('TEST_DATABASE_URL is not set: PostgreSQL figures skipped.');
}
