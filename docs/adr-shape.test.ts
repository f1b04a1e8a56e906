// Every decision record has one shape, so a reader finds the same parts in each (run by `npm test`
// as `test:docs`; Node's own test runner, no build).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const folder = path.join(import.meta.dirname, 'adr');
const SECTIONS = ['Status', 'Context', 'Decision', 'Consequences'];
const STATUS = /^(Proposed|Accepted|Superseded|Deprecated|Rejected)\b/;

const SHAPE = `An ADR is docs/adr/NNN-words.md and reads:

  # ADR NNN — Title            (NNN as in the file name, then an em dash)

  ## Status
  Accepted                     (or Proposed, Superseded, Deprecated, Rejected; a remark may follow)

  ## Context
  ## Decision
  ## Consequences

Those four sections come first, once each and in that order; further ## sections (figures,
what is left) may follow Consequences.`;

/** What is wrong with one record's shape (nothing when it is right). */
function shapeProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(file)?.[1];
  if (!number) problems.push('the file name is not NNN-words.md');
  const lines = text.split('\n');
  const title = lines.find((line) => line.trim() !== '') ?? '';
  if (!new RegExp(`^# ADR ${number ?? '\\d{3}'} — \\S`).test(title))
    problems.push(`the first line is "${title}", not "# ADR ${number ?? 'NNN'} — Title"`);
  const headings = lines.filter((line) => /^## /.test(line)).map((line) => line.slice(3).trim());
  const first = headings.slice(0, SECTIONS.length);
  if (first.join('|') !== SECTIONS.join('|'))
    problems.push(`its sections begin ${first.map((name) => `"## ${name}"`).join(', ') || 'nowhere'}`);
  for (const name of SECTIONS)
    if (headings.filter((heading) => heading === name).length > 1)
      problems.push(`"## ${name}" appears twice`);
  const status = lines.indexOf('## Status');
  if (status >= 0) {
    const said = lines.slice(status + 1).find((line) => line.trim() !== '') ?? '';
    if (!STATUS.test(said)) problems.push(`its status reads "${said}"`);
  }
  return problems;
}

test('every ADR has the one shape', () => {
  const failures = readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .flatMap((file) => {
      const problems = shapeProblems(file, readFileSync(path.join(folder, file), 'utf8'));
      return problems.length > 0 ? [`docs/adr/${file}: ${problems.join('; ')}`] : [];
    });
  assert.equal(failures.length, 0, `${failures.join('\n')}\n\n${SHAPE}`);
});

test('no two ADRs share a number', () => {
  const numbers = readdirSync(folder)
    .map((file) => file.slice(0, 3))
    .filter((number) => /^\d{3}$/.test(number));
  const twice = [...new Set(numbers.filter((number, i) => numbers.indexOf(number) !== i))];
  assert.deepEqual(
    twice,
    [],
    `ADR numbers used twice: ${twice.join(', ')}; each helper numbers in its own range`,
  );
});

test('the shape check refuses a record without Status or Consequences', () => {
  const text = '# ADR 123 — A thing\n\nStatus: accepted\n\n## Context\n\n## Decision\n';
  assert.deepEqual(shapeProblems('123-a-thing.md', text), ['its sections begin "## Context", "## Decision"']);
  const right =
    '# ADR 123 — A thing\n\n## Status\n\nAccepted\n\n## Context\n\n## Decision\n\n## Consequences\n\n## Measured\n';
  assert.deepEqual(shapeProblems('123-a-thing.md', right), []);
});
