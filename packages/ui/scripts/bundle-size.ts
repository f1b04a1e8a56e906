/**
 * `npm run bench` for @acervo/ui: the minified + gzipped bytes each component adds to an app.
 * Each component is bundled alone (React external: every app ships it anyway) through its own
 * entry point and through the package root; equal figures show the root barrel tree-shakes.
 * "Adds" is measured over a baseline app that renders only GlobalStyles (tokens + styled-components).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = path.resolve(import.meta.dirname, '..');
const componentsDir = path.join(packageDir, 'src', 'components');
const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'internal' && /^[A-Z]/.test(entry.name))
  .map((entry) => entry.name)
  .sort();

async function gzipBytes(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    jsx: 'automatic',
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const baseline = await gzipBytes(`import { GlobalStyles } from '@acervo/ui'; console.log(GlobalStyles);`);
const everything = await gzipBytes(`import * as ui from '@acervo/ui'; console.log(ui);`);

const rows: { component: string; entry: number; viaRoot: number; adds: number }[] = [];
for (const component of components) {
  const entry = await gzipBytes(
    `import * as c from '@acervo/ui/${component}'; import { GlobalStyles } from '@acervo/ui/theme'; console.log(c, GlobalStyles);`,
  );
  const viaRoot = await gzipBytes(
    `import { ${component}, GlobalStyles } from '@acervo/ui'; console.log(${component}, GlobalStyles);`,
  ).catch(() => Number.NaN);
  rows.push({ component, entry, viaRoot, adds: entry - baseline });
}

console.log(`@acervo/ui bundle sizes (minified + gzip, React external)`);
console.log(`baseline (GlobalStyles: tokens + styled-components): ${kb(baseline)}`);
console.log(`whole package (import *):                            ${kb(everything)}`);
console.log('');
console.log(
  `${'component'.padEnd(22)}${'adds'.padStart(10)}${'entry'.padStart(10)}${'via root'.padStart(11)}`,
);
for (const row of rows.sort((a, b) => b.adds - a.adds)) {
  const root = Number.isNaN(row.viaRoot) ? 'n/a' : kb(row.viaRoot);
  console.log(
    `${row.component.padEnd(22)}${kb(row.adds).padStart(10)}${kb(row.entry).padStart(10)}${root.padStart(11)}`,
  );
}
