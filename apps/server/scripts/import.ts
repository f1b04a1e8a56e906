// `npm run import -- <files…>`: imports MARC 21 files (ISO 2709 in UTF-8 or MARC-8, MARCXML,
// MARC-in-JSON in any layout; bibliographic and authority records) into the server's database.
// Bad records are listed with their position and skipped; the last line is the summary.
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { openMigratedDatabase, userPath } from '../src/catalogue-import/cli-support.ts';
import { describeFailure, formatSummary, importMarcFiles } from '../src/catalogue-import/importer.ts';
import { describePosition } from '../src/catalogue-import/marc/read-marc-file.ts';
import { loadConfig } from '../src/config.ts';
import { progressLog, writeIndexSnapshot } from '../src/modules/search-index/search-index-service.ts';
import { snapshotFileIn } from '../src/modules/search-index/snapshot.ts';
import { syncSearchDocuments } from '../src/modules/search/documents/sync-search-documents.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'batch-size': { type: 'string', default: '500' },
    'progress-every': { type: 'string', default: '5' },
    verbose: { type: 'boolean', short: 'v', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help || positionals.length === 0) {
  console.log(`Usage: npm run import -- [--verbose] [--batch-size N] [--progress-every SECONDS] <file…>

Imports MARC 21 records into the catalogue: ISO 2709 (UTF-8 or MARC-8), MARCXML and MARC-in-JSON
(an array, one object or JSON lines), told apart by their content, not the file name. UNIMARC is
refused: convert it to MARC 21 first. Importing again updates the same titles. Uses DATA_DIR or
DATABASE_URL like the server. On a terminal it shows a progress bar; written to a pipe or a log,
a progress line every 5 seconds (--progress-every).`);
  process.exit(positionals.length === 0 && !values.help ? 1 : 0);
}

const files = positionals.map(userPath);
const db = await openMigratedDatabase();
const tty = process.stderr.isTTY;
const warnings = new Map<string, number>();
const started = performance.now();

// Time left is judged by bytes, which every format reports as it reads; records would need a first
// pass over the file to count them.
const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};
const sizes = files.map(sizeOf);
const totalBytes = sizes.reduce((sum, size) => sum + size, 0);
const done = { records: 0, failed: 0, bytes: 0 };
const finishedFileBytes = new Map<string, number>();
const rate = () => Math.round(done.records / Math.max((performance.now() - started) / 1000, 0.001));
const timeLeft = () => {
  const seconds = (performance.now() - started) / 1000;
  if (done.bytes === 0) return '?';
  const left = Math.max(0, (seconds * (totalBytes - done.bytes)) / done.bytes);
  return left < 60 ? `${Math.round(left)} s` : `${Math.floor(left / 60)} min ${Math.round(left % 60)} s`;
};
const bar = tty
  ? new cliProgress.SingleBar(
      {
        format:
          '{bar} {percentage}% | {records} records | {rate} records/s | {failed} failed | {eta_text} left',
        stream: process.stderr,
        hideCursor: true,
        clearOnComplete: true,
        fps: 5,
      },
      cliProgress.Presets.shades_classic,
    )
  : null;
bar?.start(Math.max(totalBytes, 1), 0, { records: 0, rate: 0, failed: 0, eta_text: '?' });
const redraw = () =>
  bar?.update(done.bytes, { records: done.records, rate: rate(), failed: done.failed, eta_text: timeLeft() });
// On a pipe (a log, CI), a plain line every few seconds instead of a bar.
const progressSeconds = Number(values['progress-every']);
if (!(progressSeconds > 0)) {
  console.error(`--progress-every needs a number of seconds above 0, not "${values['progress-every']}"`);
  process.exit(1);
}
const PIPE_INTERVAL_MS = progressSeconds * 1000;
const ticker = tty
  ? null
  : setInterval(() => {
      console.error(
        `${done.records} records, ${rate()} records/s, ${done.failed} failed, ${timeLeft()} left`,
      );
    }, PIPE_INTERVAL_MS);

const summary = await importMarcFiles(db, files, {
  batchSize: Number(values['batch-size']),
  onFailure: (failure) => {
    done.failed++;
    const line = `failed: ${describeFailure(failure)}`;
    if (bar) process.stderr.write(`\r\x1b[K${line}\n`);
    else console.error(line);
    redraw();
  },
  onWarning: (position, message) => {
    if (values.verbose) console.error(`warning: ${describePosition(position)}: ${message}`);
    const key = `${path.basename(position.file)}: ${message}`;
    warnings.set(key, (warnings.get(key) ?? 0) + 1);
  },
  onProgress: ({ file, bytesRead, fileSize, totalRecords }) => {
    if (bytesRead >= fileSize) finishedFileBytes.set(file, fileSize);
    const earlier = [...finishedFileBytes].reduce(
      (sum, [name, size]) => (name === file ? sum : sum + size),
      0,
    );
    done.records = totalRecords;
    done.bytes = earlier + Math.min(bytesRead, fileSize);
    redraw();
  },
});
if (ticker) clearInterval(ticker);
bar?.stop();
if (!values.verbose) {
  for (const [key, count] of warnings)
    console.error(`warning: ${key} (${count} record${count === 1 ? '' : 's'})`);
}
// The imported titles become searchable now, not only at the server's next start (ADR 050); at
// migration scale this takes as long as the import itself, so it shows its own progress.
const titlesStored = summary.titles.imported + summary.titles.updated;
const searchStarted = performance.now();
const searchBar = tty
  ? new cliProgress.SingleBar(
      {
        format:
          '{bar} {percentage}% | search rows {value}/{total} titles | {rate} titles/s | {eta_text} left',
        stream: process.stderr,
        hideCursor: true,
        clearOnComplete: true,
        fps: 5,
      },
      cliProgress.Presets.shades_classic,
    )
  : null;
searchBar?.start(Math.max(titlesStored, 1), 0, { rate: 0, eta_text: '?' });
let searchDone = 0;
const searchTicker = tty
  ? null
  : setInterval(
      () => console.error(`search rows: ${searchDone} of ${titlesStored} titles`),
      PIPE_INTERVAL_MS,
    );
await syncSearchDocuments(db, {
  onProgress: (count) => {
    searchDone = count;
    const seconds = (performance.now() - searchStarted) / 1000;
    const left = count > 0 ? Math.max(0, (seconds * (titlesStored - count)) / count) : 0;
    searchBar?.update(Math.min(count, titlesStored), {
      rate: Math.round(count / Math.max(seconds, 0.001)),
      eta_text: `${Math.round(left)} s`,
    });
  },
});
if (searchTicker) clearInterval(searchTicker);
searchBar?.stop();
// The index snapshot the next start loads (ADR 143): without it the server builds the index first.
if (titlesStored > 0) {
  const snapshotStarted = performance.now();
  const snapshot = await writeIndexSnapshot(
    db,
    snapshotFileIn(loadConfig().dataDir),
    progressLog({ info: (line) => console.error(line) }, 'search index snapshot:'),
  );
  console.error(
    `search index snapshot of ${snapshot.titles} titles in ${((performance.now() - snapshotStarted) / 1000).toFixed(1)} s`,
  );
}
await db.close();
const seconds = (performance.now() - started) / 1000;
console.error(
  `${summary.records} records in ${seconds.toFixed(1)} s (${Math.round(summary.records / seconds)} records/s)`,
);
console.log(formatSummary(summary));
