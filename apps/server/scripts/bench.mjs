// Runs every benchmark in bench/ in turn (`npm run bench`), with `gc` exposed so memory figures are
// taken after a collection. Benchmarks print figures against their
// targets; they never fail on timing. A benchmark that crashes fails the run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const folder = path.join(import.meta.dirname, '../bench');
const only = process.argv.slice(2);
/** Benchmarks that take half an hour run only when named (`npm run bench:soak`). */
const onlyWhenNamed = ['soak.bench.ts'];
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) =>
    only.length === 0 ? !onlyWhenNamed.includes(file) : only.some((name) => file.includes(name)),
  )
  .sort();

for (const file of files) {
  console.log(`\n=== ${file}`);
  const result = spawnSync('tsx', ['--expose-gc', path.join(folder, file)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
