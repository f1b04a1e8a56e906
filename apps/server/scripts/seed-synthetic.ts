// `npm run seed:synthetic -- --titles 100000 [--seed 1]`: fills the database the server uses with a
// large made-up catalogue for benchmarks (needs the demo libraries, which the first start seeds).
import { parseArgs } from 'node:util';
import { openMigratedDatabase } from '../src/catalogue-import/cli-support.ts';
import { loadConfig } from '../src/config.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { seedSyntheticCatalogue } from '../src/demo/synthetic-catalogue.ts';
import { progressLog, writeIndexSnapshot } from '../src/modules/search-index/search-index-service.ts';
import { snapshotFileIn } from '../src/modules/search-index/snapshot.ts';
import { syncSearchDocuments } from '../src/modules/search/documents/sync-search-documents.ts';

const { values } = parseArgs({
  options: {
    titles: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    'batch-size': { type: 'string', default: '1000' },
  },
});
const count = Number(values.titles);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run seed:synthetic -- --titles N [--seed S] [--batch-size B]');
  process.exit(1);
}

const db = await openMigratedDatabase();
// Copies go to the demo libraries (by sigla): on a database that has none yet, seed the demo first.
const [library] = await db.query('select 1 from biblioteca limit 1');
if (!library) await seedDemo(db);
const tty = process.stderr.isTTY;
const report = await seedSyntheticCatalogue(db, {
  count,
  seed,
  batchSize: Number(values['batch-size']),
  onProgress: (done) => {
    if (tty) process.stderr.write(`\r${done} / ${count} titles`);
    else if (done % 10000 === 0 || done === count) console.error(`${done} / ${count} titles`);
  },
});
if (tty) process.stderr.write('\n');
// The two phases after the titles: search rows, then the index snapshot the next start loads.
const say = { info: (line: string) => console.error(line) };
let phase = performance.now();
console.error('search rows: building…');
const indexed = await syncSearchDocuments(db, { onProgress: progressLog(say, 'search rows:') });
console.error(
  `search rows built for ${indexed} titles in ${((performance.now() - phase) / 1000).toFixed(1)} s`,
);
phase = performance.now();
console.error('search index snapshot: building…');
const snapshot = await writeIndexSnapshot(
  db,
  snapshotFileIn(loadConfig().dataDir),
  progressLog(say, 'search index snapshot:'),
);
console.error(
  `search index snapshot of ${snapshot.titles} titles (${Math.round(snapshot.bytes / 1e6)} MB) in ` +
    `${((performance.now() - phase) / 1000).toFixed(1)} s: the next start loads it`,
);
await db.close();
console.log(
  `${report.titles} titles and ${report.copies} copies (${report.rows} rows) in ${report.seconds.toFixed(1)} s: ` +
    `${Math.round(report.rows / report.seconds)} rows/s, ${Math.round(report.titles / report.seconds)} titles/s`,
);
