// Fails when the message catalogues drift: pt.json must be exactly what the source defines
// (run `npm run i18n:extract` after changing messages), en and es must translate every key with the
// same placeholders, and fr and it may hold only keys that exist (they fall back to English).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const locales = path.join(import.meta.dirname, '../src/locales');
const read = (file) => JSON.parse(readFileSync(path.join(locales, file), 'utf8'));
/** The arguments a message uses, read from its ICU syntax tree (a plural branch's words are not one). */
const placeholders = (text) => {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (typeof element.value === 'string' && element.type !== TYPE.literal && element.type !== TYPE.pound)
        names.add(element.value);
      if (element.options) for (const option of Object.values(element.options)) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(parse(text, { ignoreTag: false }));
  return [...names].sort().join(',');
};

const scratch = mkdtempSync(path.join(tmpdir(), 'acervo-i18n-'));
const extractedFile = path.join(scratch, 'pt.json');
execFileSync(
  'formatjs',
  ['extract', 'src/**/*.{ts,tsx}', '--format', 'simple', '--out-file', extractedFile],
  {
    cwd: path.join(import.meta.dirname, '..'),
    stdio: 'inherit',
  },
);
const extracted = JSON.parse(readFileSync(extractedFile, 'utf8'));
rmSync(scratch, { recursive: true, force: true });

const problems = [];
const pt = read('pt.json');
if (JSON.stringify(pt) !== JSON.stringify(extracted)) {
  problems.push('pt.json is not what the source defines: run `npm run i18n:extract -w @acervo/portal`.');
}
for (const locale of ['en', 'es', 'fr', 'it']) {
  const catalogue = read(`${locale}.json`);
  const complete = locale === 'en' || locale === 'es';
  for (const [id, text] of Object.entries(extracted)) {
    if (!(id in catalogue)) {
      if (complete) problems.push(`${locale}.json lacks "${id}"`);
    } else if (placeholders(catalogue[id]) !== placeholders(text)) {
      problems.push(
        `${locale}.json "${id}" has placeholders {${placeholders(catalogue[id])}}, pt has {${placeholders(text)}}`,
      );
    }
  }
  for (const id of Object.keys(catalogue)) {
    if (!(id in extracted)) problems.push(`${locale}.json has "${id}", which no longer exists`);
  }
}

if (problems.length > 0) {
  console.error(`Message catalogues are out of step:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Message catalogues complete: ${Object.keys(extracted).length} messages.`);
