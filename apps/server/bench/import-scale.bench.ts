// Import throughput at migration scale: a large ISO 2709 file built from the shipped records (each
// copy with its own 001/003/035), imported into an empty PGlite and, when TEST_DATABASE_URL is set,
// into a PostgreSQL database made for the run. Prints records/s and where the time goes:
//   parse   reading and decoding the file alone;
//   map     turning records into rows (parse + map, less parse);
//   write   the rest of the import: the database work, less what overlapped with reading;
//   search  building the search rows afterwards, as `npm run import` does.
// IMPORT_BENCH_RECORDS sets the size (default 10,000). Never asserts on timing.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { importMarcFiles } from '../src/catalogue-import/importer.ts';
import { isAuthorityRecord, mapAuthority } from '../src/catalogue-import/mapping/map-authority.ts';
import { mapTitle } from '../src/catalogue-import/mapping/map-title.ts';
import { readMarcFile } from '../src/catalogue-import/marc/read-marc-file.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPgliteDatabase } from '../src/db/pglite/pglite-database.ts';
import { openPostgresDatabase } from '../src/db/postgres/postgres-database.ts';
import { seedDemoInstitution } from '../src/demo/demo-institution.ts';
import { syncSearchDocuments } from '../src/modules/search/documents/sync-search-documents.ts';
import { writeLargeMarcFile } from './make-large-marc.ts';

const RECORDS = Number(process.env.IMPORT_BENCH_RECORDS ?? 10_000);
const print = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => (performance.now() - since) / 1000;
const perSecond = (count: number, time: number) => Math.round(count / time);

const folder = await mkdtemp(path.join(tmpdir(), 'acervo-import-bench-'));
const file = path.join(folder, 'large.mrc');
await writeLargeMarcFile(file, RECORDS);

let started = performance.now();
let records = 0;
for await (const item of readMarcFile(file)) if (item.ok) records++;
const parse = seconds(started);
started = performance.now();
for await (const item of readMarcFile(file)) {
  if (!item.ok) continue;
  if (isAuthorityRecord(item.record)) mapAuthority(item.record, 'large', 'iso2709');
  else mapTitle(item.record, 'large', 'iso2709');
}
const map = seconds(started) - parse;
print(`file: ${records} records (${RECORDS} asked for)`);
print(`parse ${parse.toFixed(2)} s (${perSecond(records, parse)} records/s)`);
print(`map   ${map.toFixed(2)} s (${perSecond(records, map)} records/s)`);

async function measure(engine: string, db: Database) {
  await migrate(db);
  await db.transaction((tx) => seedDemoInstitution(tx));
  const importStarted = performance.now();
  const summary = await importMarcFiles(db, [file]);
  const importing = seconds(importStarted);
  const searchStarted = performance.now();
  await syncSearchDocuments(db);
  const search = seconds(searchStarted);
  const total = importing + search;
  const write = Math.max(0, importing - parse - map);
  print(
    `${engine.padEnd(9)} ${perSecond(summary.records, total)} records/s end to end ` +
      `(${summary.records} records in ${total.toFixed(1)} s; import ${perSecond(summary.records, importing)} records/s) | ` +
      `parse ${parse.toFixed(1)} s, map ${map.toFixed(1)} s, write ~${write.toFixed(1)} s, search rows ${search.toFixed(1)} s | ` +
      `imported ${summary.imported}, failed ${summary.failed}`,
  );
}

try {
  const pglite = await openPgliteDatabase({ dataDir: 'memory://' });
  try {
    await measure('pglite', pglite);
  } finally {
    await pglite.close();
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `acervo_import_bench_${randomBytes(4).toString('hex')}`;
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
} finally {
  await rm(folder, { recursive: true, force: true });
}
