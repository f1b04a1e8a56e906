/**
 * The size budgets (budgets.ts) checked against the production build: reads Vite's manifest
 * (dist/.vite/manifest.json), works out the JavaScript and CSS each route loads before it shows —
 * the entry and its static imports, the route's module and its static imports (Portuguese, the
 * default language, needs no catalogue) — and sums their gzip sizes (the .gz copies the build writes, as the server sends them).
 * Prints every figure; exits 1 when a route passes its ceiling or a lazily loaded file its budget. Deterministic:
 * it measures bytes, never time.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets } from '../budgets.ts';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const dist = path.join(import.meta.dirname, '../dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${path.relative(process.cwd(), manifestFile)}: build the portal first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

/** Gzip bytes of a built file: the build's own .gz copy, or gzip at the same level when it made none. */
function gzipBytes(file: string): number {
  const full = path.join(dist, file);
  if (existsSync(`${full}.gz`)) return readFileSync(`${full}.gz`).length;
  return gzipSync(readFileSync(full), { level: 9 }).length;
}

/** The files a manifest entry loads at once: itself, its CSS and its static imports, transitively. */
function closure(keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no "${key}"`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const kB = (bytes: number) => bytes / 1000;
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('The manifest has no entry');
const shell = closure([entryKey]);
const shellBytes = sum(shell);

const routes = Object.values(manifest)
  .filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith(budgets.routeModules))
  .map((chunk) => chunk.src!)
  .sort((a, b) =>
    a === budgets.firstPage.module ? -1 : b === budgets.firstPage.module ? 1 : a.localeCompare(b),
  );
if (!routes.includes(budgets.firstPage.module)) {
  throw new Error(`The first page's module ${budgets.firstPage.module} is not a route in the build`);
}

const failures: string[] = [];
const overTarget: string[] = [];
const rows = routes.map((route) => {
  const files = new Set([...shell, ...closure([route])]);
  const own = [...files].filter((file) => !shell.has(file));
  const total = sum(files);
  const largest = own.reduce(
    (top, file) => (gzipBytes(file) > top.bytes ? { file, bytes: gzipBytes(file) } : top),
    { file: '', bytes: 0 },
  );
  const budget = route === budgets.firstPage.module ? budgets.firstPage : budgets.otherRoute;
  const name = path.basename(route).replace(/\.tsx?$/, '');
  if (kB(total) > budget.ceiling) {
    failures.push(
      `${name}: ${kB(total).toFixed(1)} kB loaded, ceiling ${budget.ceiling} kB (budget ${budget.kB})`,
    );
  } else if (kB(total) > budget.kB) overTarget.push(name);
  return { name, total, own: sum(own), largest, budget };
});

// Every file that loads after the shell — route code, lazy dialogs, shared chunks — on its own.
const lazyFiles = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => /\.(js|css)$/.test(file)),
);
for (const file of lazyFiles) {
  if (!shell.has(file) && kB(gzipBytes(file)) > budgets.routeChunk.kB) {
    failures.push(
      `${file} is ${kB(gzipBytes(file)).toFixed(1)} kB, budget ${budgets.routeChunk.kB} kB per chunk`,
    );
  }
}
const largestLazy = [...lazyFiles]
  .filter((file) => !shell.has(file))
  .reduce((top, file) => (top === '' || gzipBytes(file) > gzipBytes(top) ? file : top), '');

console.log(`Portal size budgets (kB of gzip, JS + CSS, 1 kB = 1,000 bytes; budgets.ts)`);
console.log(`shell (entry and its imports): ${kB(shellBytes).toFixed(1)} kB in ${shell.size} files`);
console.log('');
console.log(
  `${'route'.padEnd(16)}${'loads'.padStart(9)}${'budget'.padStart(8)}${'ceiling'.padStart(9)}${'own'.padStart(8)}   largest own chunk`,
);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(16)}${kB(row.total).toFixed(1).padStart(9)}${String(row.budget.kB).padStart(8)}${String(row.budget.ceiling).padStart(9)}${kB(row.own).toFixed(1).padStart(8)}   ${row.largest.file ? `${kB(row.largest.bytes).toFixed(1)} ${path.basename(row.largest.file)}` : '-'}`,
  );
}
console.log(
  `largest file after the shell: ${largestLazy ? `${kB(gzipBytes(largestLazy)).toFixed(1)} kB ${path.basename(largestLazy)}` : '-'} (budget ${budgets.routeChunk.kB} kB)`,
);
if (overTarget.length > 0) {
  console.log(`\nAbove budget, within ceiling (the gap to close): ${overTarget.join(', ')}`);
}
if (failures.length > 0) {
  console.error(`\nOver budget (budgets.ts):\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nNo route or chunk above its ceiling.');
