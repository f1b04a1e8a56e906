// `npm run import -- <files…>`: imports MARC 21 files (ISO 2709 in UTF-8 or MARC-8, MARCXML,
// MARC-in-JSON in any layout; bibliographic and authority records) into the server's database.
// Bad records are listed with their position and skipped; the last line is the summary.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openMigratedDatabase, userPath } from '../src/catalogue-import/cli-support.ts';
import { describeFailure, formatSummary, importMarcFiles } from '../src/catalogue-import/importer.ts';
import { describePosition } from '../src/catalogue-import/marc/read-marc-file.ts';
import { syncSearchDocuments } from '../src/modules/search/documents/sync-search-documents.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'batch-size': { type: 'string', default: '500' },
    verbose: { type: 'boolean', short: 'v', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help || positionals.length === 0) {
  console.log(`Usage: npm run import -- [--verbose] [--batch-size N] <file…>

Imports MARC 21 records into the catalogue: ISO 2709 (UTF-8 or MARC-8), MARCXML and MARC-in-JSON
(an array, one object or JSON lines), told apart by their content, not the file name. UNIMARC is
refused: convert it to MARC 21 first. Importing again updates the same titles. Uses DATA_DIR or
DATABASE_URL like the server.`);
  process.exit(positionals.length === 0 && !values.help ? 1 : 0);
}

const files = positionals.map(userPath);
const db = await openMigratedDatabase();
const tty = process.stderr.isTTY;
const warnings = new Map<string, number>();
let lastReported = 0;
const started = performance.now();

const summary = await importMarcFiles(db, files, {
  batchSize: Number(values['batch-size']),
  onFailure: (failure) => {
    if (tty) process.stderr.write('\r\x1b[K');
    console.error(`failed: ${describeFailure(failure)}`);
  },
  onWarning: (position, message) => {
    if (values.verbose) console.error(`warning: ${describePosition(position)}: ${message}`);
    const key = `${path.basename(position.file)}: ${message}`;
    warnings.set(key, (warnings.get(key) ?? 0) + 1);
  },
  onProgress: ({ file, records, bytesRead, fileSize }) => {
    const name = path.basename(file);
    if (tty) {
      const percent = fileSize > 0 ? Math.min(100, Math.round((bytesRead / fileSize) * 100)) : 100;
      process.stderr.write(`\r\x1b[K${name}: ${percent}% (${records} records)`);
    } else if (records - lastReported >= 1000 || records < lastReported) {
      console.error(`${name}: ${records} records read`);
      lastReported = records;
    }
  },
});
if (tty) process.stderr.write('\r\x1b[K');
if (!values.verbose) {
  for (const [key, count] of warnings)
    console.error(`warning: ${key} (${count} record${count === 1 ? '' : 's'})`);
}
// The imported titles become searchable now, not only at the server's next start (ADR 050).
await syncSearchDocuments(db);
await db.close();
const seconds = (performance.now() - started) / 1000;
console.error(
  `${summary.records} records in ${seconds.toFixed(1)} s (${Math.round(summary.records / seconds)} records/s)`,
);
console.log(formatSummary(summary));
