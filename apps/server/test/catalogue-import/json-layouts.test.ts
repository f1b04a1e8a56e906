import { copyFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportFailure, importMarcFiles } from '../../src/catalogue-import/importer.ts';
import {
  TEXT_AFTER_ARRAY,
  TRUNCATED_ARRAY,
  TRUNCATED_RECORD,
  splitJsonRecords,
} from '../../src/catalogue-import/marc/json-records.ts';
import { type ReadItem, readMarcFile } from '../../src/catalogue-import/marc/read-marc-file.ts';
import { type DataField, dataFields } from '../../src/catalogue-import/marc/record.ts';
import type { Database } from '../../src/db/database.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

async function readAll(file: string): Promise<ReadItem[]> {
  const items: ReadItem[] = [];
  for await (const item of readMarcFile(file)) items.push(item);
  return items;
}

const titles = (items: ReadItem[]) =>
  items.flatMap((item) =>
    item.ok ? [(dataFields(item.record, '245')[0] as DataField).subfields[0]!.value] : [],
  );
const failures = (items: ReadItem[]) =>
  items.flatMap((item) =>
    item.ok
      ? []
      : [{ recordNumber: item.position.recordNumber, line: item.position.line, reason: item.reason }],
  );

async function* chunksOf(text: string, size: number) {
  for (let index = 0; index < text.length; index += size) yield text.slice(index, index + size);
}

describe('MARC-in-JSON layouts', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'acervo-json-layouts-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reads a pretty-printed array (the layout pymarc writes) record by record, with the line each starts on', async () => {
    const items = await readAll(fixture('marc-json-array.json'));
    expect(titles(items)).toEqual(['Vidas secas', 'Memórias póstumas de Brás Cubas', 'O cortiço']);
    expect(items.map((item) => item.position)).toMatchObject([
      { recordNumber: 1, line: 2 },
      { recordNumber: 2, line: 35 },
      { recordNumber: 3, line: 68 },
    ]);
  });

  it('reads JSON lines and a single pretty-printed object', async () => {
    expect(titles(await readAll(fixture('marc-json-lines.jsonl')))).toEqual(['Iracema', 'Dom Casmurro']);
    const single = await readAll(fixture('marc-json-single.json'));
    expect(titles(single)).toEqual(['Grande sertão: veredas']);
    expect(single[0]!.position).toMatchObject({ recordNumber: 1, line: 1 });
  });

  it('tells the layout from the content, whatever the file is called', async () => {
    const cases: Array<[string, string, string[]]> = [
      ['marc-json-array.json', 'array.mrc', ['Vidas secas', 'Memórias póstumas de Brás Cubas', 'O cortiço']],
      ['marc-json-lines.jsonl', 'lines.json', ['Iracema', 'Dom Casmurro']],
      ['marc-json-single.json', 'single.jsonl', ['Grande sertão: veredas']],
      ['marc-json-single.json', 'no-extension', ['Grande sertão: veredas']],
    ];
    for (const [source, name, expected] of cases) {
      const file = path.join(folder, name);
      await copyFile(fixture(source), file);
      const items = await readAll(file);
      expect(failures(items)).toEqual([]);
      expect(titles(items)).toEqual(expected);
    }
  });

  it('reads the good records of an array around a bad one, and lists each bad one with its position and reason', async () => {
    const items = await readAll(fixture('marc-json-array-with-bad-records.json'));
    expect(titles(items)).toEqual(['Macunaíma', 'São Bernardo', 'A hora da estrela']);
    expect(failures(items)).toEqual([
      { recordNumber: 2, line: 35, reason: expect.stringMatching(/^invalid JSON: .* at line 37, column 3$/) },
      { recordNumber: 4, line: 101, reason: '"leader" must be a string' },
    ]);
  });

  it('reads what is complete of a truncated array and reports the truncation at the cut record', async () => {
    const items = await readAll(fixture('marc-json-truncated-array.json'));
    expect(titles(items)).toEqual(['Capitães da areia']);
    expect(failures(items)).toEqual([{ recordNumber: 2, line: 35, reason: TRUNCATED_RECORD }]);

    const cutBetweenRecords = path.join(folder, 'cut-between.json');
    await writeFile(cutBetweenRecords, '[\n  {"leader": "00000nam a2200000 i 4500", "fields": []},\n');
    expect(failures(await readAll(cutBetweenRecords))).toEqual([
      { recordNumber: 2, line: 3, reason: TRUNCATED_ARRAY },
    ]);
  });

  it('reads JSON lines after a broken first line one by one', async () => {
    const file = path.join(folder, 'broken-first-line.jsonl');
    const good = '{"leader": "00000nam a2200000 i 4500", "fields": []}';
    await writeFile(file, `{"leader": "00000nam a2200000 i 4500", "fie\n${good}\n${good}\n`);
    const items = await readAll(file);
    expect(items.map((item) => item.ok)).toEqual([false, true, true]);
    expect(failures(items)).toEqual([
      { recordNumber: 1, line: 1, reason: expect.stringMatching(/^invalid JSON/) },
    ]);
  });

  it('reports text after the end of the array once', async () => {
    const file = path.join(folder, 'trailing.json');
    await writeFile(file, '[{"leader": "00000nam a2200000 i 4500", "fields": []}]\n]garbage\n');
    const items = await readAll(file);
    expect(items.filter((item) => item.ok)).toHaveLength(1);
    expect(failures(items)).toEqual([{ recordNumber: 2, line: 1, reason: TEXT_AFTER_ARRAY }]);
  });

  it('cuts records the same however the file is chunked, brackets and quotes inside strings included', async () => {
    const tricky = {
      leader: '00000nam a2200000 i 4500',
      fields: [{ '245': { ind1: '0', ind2: '0', subfields: [{ a: 'Chaves {} [] "aspas" \\ e ]}, fim' }] } }],
    };
    const text = `\uFEFF[ ${JSON.stringify(tricky)},\n${JSON.stringify(tricky, null, 2)} , 5, "x"\n]`;
    const whole = [];
    for await (const piece of splitJsonRecords(chunksOf(text, text.length))) whole.push(piece);
    expect(whole.map((piece) => piece.ok && JSON.parse(piece.text))).toEqual([tricky, tricky, 5, 'x']);
    for (const size of [1, 2, 3, 7]) {
      const pieces = [];
      for await (const piece of splitJsonRecords(chunksOf(text, size))) pieces.push(piece);
      expect(pieces).toEqual(whole);
    }
  });

  it('streams a large array: the first records come out long before the file is read', async () => {
    const file = path.join(folder, 'large.json');
    const record = (index: number) => ({
      leader: '00000nam a2200000 i 4500',
      fields: [
        { '001': `large-${index}` },
        { '245': { ind1: '0', ind2: '0', subfields: [{ a: `Registro ${index} ${'x'.repeat(200)}` }] } },
      ],
    });
    const count = 20_000;
    await writeFile(
      file,
      JSON.stringify(
        Array.from({ length: count }, (_, index) => record(index)),
        null,
        4,
      ),
    );
    const size = (await stat(file)).size;
    expect(size).toBeGreaterThan(8 * (1 << 20));
    let read = 0;
    let firstBytesRead = 0;
    for await (const item of readMarcFile(file)) {
      if (read === 0) firstBytesRead = item.bytesRead;
      expect(item.ok).toBe(true);
      read++;
    }
    expect(read).toBe(count);
    // Read in 1 MiB chunks: the first record is out after the first chunk, not after the file.
    expect(firstBytesRead).toBeLessThanOrEqual(1 << 20);
  });
});

describe('importing MARC-in-JSON layouts and UNIMARC', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const storedTitles = async () =>
    (
      await db.query<{ titulo: string }>(
        `select titulo from acervo where numero_controle like 'layout-%' order by numero_controle`,
      )
    ).map((row) => row.titulo);

  it('imports every good record of every layout, and lists the bad ones by position', async () => {
    const failed: ImportFailure[] = [];
    const summary = await importMarcFiles(
      db,
      [
        'marc-json-array.json',
        'marc-json-lines.jsonl',
        'marc-json-single.json',
        'marc-json-array-with-bad-records.json',
        'marc-json-truncated-array.json',
      ].map(fixture),
      { onFailure: (failure) => failed.push(failure) },
    );
    expect(summary).toMatchObject({ imported: 10, failed: 3 });
    expect(
      failed.map((failure) => [path.basename(failure.position.file), failure.position.recordNumber]),
    ).toEqual([
      ['marc-json-array-with-bad-records.json', 2],
      ['marc-json-array-with-bad-records.json', 4],
      ['marc-json-truncated-array.json', 2],
    ]);
    expect(await storedTitles()).toHaveLength(10);
    expect(await storedTitles()).toEqual(
      expect.arrayContaining(['Vidas secas', 'Iracema', 'Grande sertão: veredas']),
    );
  });

  it('refuses a UNIMARC record with a message that names the format, not a missing 245', async () => {
    const failed: ImportFailure[] = [];
    const summary = await importMarcFiles(db, [fixture('unimarc-record.json')], {
      onFailure: (failure) => failed.push(failure),
    });
    expect(summary).toMatchObject({ imported: 0, failed: 1 });
    expect(failed[0]!.reason).toMatch(/UNIMARC record .*convert the file to MARC 21/);
    expect(failed[0]!.reason).not.toMatch(/has no title/);
  });

  it('refuses a UNIMARC authority record by name instead of taking its coded 100 for a heading', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'acervo-unimarc-'));
    const file = path.join(folder, 'unimarc-authority.json');
    const authority = {
      leader: '00345cz  a2200109   45  ',
      fields: [
        { '001': 'PTBN-A-000123' },
        { '100': { ind1: ' ', ind2: ' ', subfields: [{ a: '20050101apory50      ba0' }] } },
        {
          '200': { ind1: ' ', ind2: '1', subfields: [{ a: 'Saramago' }, { b: 'José' }, { f: '1922-2010' }] },
        },
      ],
    };
    await writeFile(file, JSON.stringify(authority));
    const before = await db.query<{ total: number }>('select count(*)::int as total from autoridade');
    const failed: ImportFailure[] = [];
    try {
      const summary = await importMarcFiles(db, [file], { onFailure: (failure) => failed.push(failure) });
      expect(summary).toMatchObject({ imported: 0, failed: 1 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(failed[0]!.reason).toMatch(/UNIMARC record/);
    expect(await db.query<{ total: number }>('select count(*)::int as total from autoridade')).toEqual(
      before,
    );
  });
});
