import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarcParseError, parseIso2709, toIso2709 } from '../../src/catalogue-import/marc/iso2709.ts';
import { fromMarcJson, toMarcJson } from '../../src/catalogue-import/marc/marc-json.ts';
import { decodeMarc8 } from '../../src/catalogue-import/marc/marc8.ts';
import { createMarcXmlReader, toMarcXmlCollection } from '../../src/catalogue-import/marc/marcxml.ts';
import { type ReadItem, readMarcFile } from '../../src/catalogue-import/marc/read-marc-file.ts';
import { type DataField, type MarcRecord, dataFields } from '../../src/catalogue-import/marc/record.ts';
import { serverDataPath } from '../../src/catalogue-import/server-files.ts';

const demo = (file: string) => serverDataPath('demo', 'marc', file);
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

async function readAll(file: string): Promise<ReadItem[]> {
  const items: ReadItem[] = [];
  for await (const item of readMarcFile(file)) items.push(item);
  return items;
}

function records(items: ReadItem[]): MarcRecord[] {
  return items.flatMap((item) => (item.ok ? [item.record] : []));
}

function titleOf(record: MarcRecord): string {
  return (dataFields(record, '245')[0] as DataField).subfields.map((subfield) => subfield.value).join(' ');
}

describe('MARC-8', () => {
  it('puts combining diacritics, written before their letter, after it and composes them', () => {
    // ANSEL 0xE2 is the acute accent, 0xF0 the cedilla, 0xE4 the tilde.
    expect(decodeMarc8(bytes(...ascii('Educa'), 0xf0, 0x63, 0xe4, 0x61, 0x6f, 0x20, 0xe2, 0x65)).text).toBe(
      'Educação é',
    );
  });

  it('keeps several marks on one letter in order', () => {
    const { text } = decodeMarc8(bytes(0xe3, 0xe2, 0x65));
    expect(text).toBe('ế'.normalize('NFC'));
  });

  it('switches character sets with escape sequences and back', () => {
    // ESC ( N designates Basic Cyrillic as G0; ESC ( B returns to ASCII.
    const { text } = decodeMarc8(
      bytes(0x1b, 0x28, 0x4e, 0x4d, 0x49, 0x52, 0x1b, 0x28, 0x42, ...ascii(' ok')),
    );
    expect(text).toBe('мир ok');
  });

  it('reads three-byte East Asian characters (EACC)', () => {
    const { text, unmapped } = decodeMarc8(bytes(0x1b, 0x24, 0x31, 0x21, 0x30, 0x21, 0x1b, 0x28, 0x42, 0x41));
    expect(text).toBe('一A');
    expect(unmapped).toBe(0);
  });

  it('uses technique-1 escapes for superscripts', () => {
    expect(decodeMarc8(bytes(...ascii('m'), 0x1b, 0x70, 0x32, 0x1b, 0x73)).text).toBe('m²');
  });

  it('counts codes it cannot map instead of guessing', () => {
    expect(decodeMarc8(bytes(0xcf)).unmapped).toBe(1);
  });

  it("decodes lul_fre_500.mrc's French diacritics", async () => {
    const titles = records(await readAll(demo('evergreen-datasets/bib/lul_fre_500.mrc'))).map(titleOf);
    expect(titles).toHaveLength(500);
    expect(titles[0]).toBe("L'autre monde, mythes et légendes : le purgatoire de Saint Patrice.");
    expect(titles[1]).toBe('Le divin : expériences et hypothèses : études psychologiques.');
    expect(titles[2]).toContain('Le Père Antoine Lavalette à la Martinique');
    expect(titles.join('\n')).not.toMatch(/\uFFFD/);
    expect(titles.every((title) => title === title.normalize('NFC'))).toBe(true);
  });
});

describe('reading files', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'acervo-marc-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reads every demo file, reporting only what is really broken', async () => {
    const expected: Record<string, number> = {
      'evergreen-datasets/bib/jazz_1k.mrc': 1000,
      'evergreen-datasets/bib/oss.marc': 42,
      'evergreen-datasets/bib/serials_marc21.xml': 7,
      'evergreen-datasets/bib/concerto_bibs_concerto.xml': 100,
      'evergreen-datasets/authority/auth-1066.mrc': 1066,
      'evergreen-datasets/authority/concerto_auth_lc.xml': 14,
      'biblivre-ptbr/biblivre-import.mrc': 25,
      'biblivre-ptbr/biblioteca-de-espanha.xml': 6,
    };
    for (const [file, count] of Object.entries(expected)) {
      const items = await readAll(demo(file));
      expect(items.filter((item) => !item.ok)).toEqual([]);
      expect(items).toHaveLength(count);
    }
  });

  it('reads a Latin-1 file that claims UTF-8 as Latin-1, with a warning', async () => {
    const items = await readAll(demo('biblivre-ptbr/biblivre-import.mrc'));
    const text = JSON.stringify(records(items));
    expect(text).toContain('São Paulo');
    expect(text).not.toMatch(/\uFFFD/);
    expect(
      items.some((item) => item.ok && item.warnings.some((warning) => warning.includes('Latin-1'))),
    ).toBe(true);
  });

  it('reports a record with a garbled directory by position and reads the others', async () => {
    const original = new Uint8Array(await readFile(demo('biblivre-ptbr/biblivre-import.mrc')));
    const starts = [0];
    original.forEach((byte, index) => {
      if (byte === 0x1d && index + 1 < original.length) starts.push(index + 1);
    });
    const damaged = original.slice();
    const third = starts[2]!;
    damaged.set(ascii('2x5!'), third + 24 + 3);
    const file = path.join(folder, 'damaged.mrc');
    await writeFile(file, damaged);
    const items = await readAll(file);
    const failures = items.filter((item) => !item.ok);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.position).toMatchObject({ recordNumber: 3, byteOffset: third });
    expect(failures[0]!.ok === false && failures[0]!.reason).toMatch(/directory entry 1/);
    expect(records(items)).toHaveLength(24);
  });

  it('reports a truncated last record', async () => {
    const original = await readFile(demo('biblivre-ptbr/biblivre-import.mrc'));
    const file = path.join(folder, 'truncated.mrc');
    await writeFile(file, original.subarray(0, original.length - 100));
    const items = await readAll(file);
    expect(items.at(-1)).toMatchObject({ ok: false, position: { recordNumber: 25 } });
    expect(records(items)).toHaveLength(24);
  });

  it('reports a malformed MARCXML record by number and line, and reads on', () => {
    const record = (id: string, title: string) =>
      `<record><leader>00000nam a2200000 a 4500</leader><controlfield tag="001">${id}</controlfield>` +
      `<datafield tag="245" ind1="0" ind2="0"><subfield code="a">${title}</subfield></datafield></record>`;
    const reader = createMarcXmlReader();
    reader.write(
      `<?xml version="1.0"?>\n<marc:collection xmlns:marc="http://www.loc.gov/MARC21/slim">\n` +
        [record('1', 'Um'), record('2', 'Dois & três'), record('3', 'Três')]
          .map((text) => text.replace(/<(\/?)(record|leader|controlfield|datafield|subfield)/g, '<$1marc:$2'))
          .join('\n') +
        '\n</marc:collection>',
    );
    reader.end();
    expect(
      reader
        .take()
        .map((item) =>
          item.ok ? ['ok', item.recordNumber, item.line] : ['failed', item.recordNumber, item.line],
        ),
    ).toEqual([
      ['ok', 1, 3],
      ['failed', 2, 4],
      ['ok', 3, 5],
    ]);
  });

  it('rejects a record too short to hold a leader', () => {
    expect(() => parseIso2709(bytes(...ascii('00010nam'), 0x1d))).toThrow(MarcParseError);
  });

  it('reads MARC-in-JSON arrays and JSON lines, reporting bad lines', async () => {
    const record = {
      leader: '00000nam a2200000 a 4500',
      fields: [{ '001': 'x1' }, { '245': { ind1: '0', ind2: '0', subfields: [{ a: 'Título' }] } }],
    };
    const arrayFile = path.join(folder, 'records.json');
    await writeFile(arrayFile, JSON.stringify([record, record]));
    expect(records(await readAll(arrayFile))).toHaveLength(2);
    const linesFile = path.join(folder, 'records.jsonl');
    await writeFile(linesFile, `${JSON.stringify(record)}\n{"leader": 5}\nnot json\n`);
    const items = await readAll(linesFile);
    expect(items.map((item) => item.ok)).toEqual([true, false, false]);
    expect(items[1]).toMatchObject({
      position: { recordNumber: 2, line: 2 },
      reason: '"leader" must be a string',
    });
  });
});

/** Record length (leader/00-04) and base address (12-16) describe one encoding, not the record. */
const withoutLengths = (record: MarcRecord) => ({
  ...toMarcJson(record),
  leader: `00000${record.leader.slice(5, 12)}00000${record.leader.slice(17)}`,
});

describe('round trips', () => {
  it('ISO 2709 written from a record reads back to the same record', async () => {
    const sample = [
      ...records(await readAll(demo('evergreen-datasets/bib/lul_fre_500.mrc'))).slice(0, 20),
      ...records(await readAll(demo('evergreen-datasets/bib/concerto_bibs_graphic_880.xml'))),
      ...records(await readAll(demo('evergreen-datasets/authority/auth-1066.mrc'))).slice(0, 5),
    ];
    for (const record of sample) {
      const again = parseIso2709(toIso2709(record));
      expect(again.warnings).toEqual([]);
      expect(withoutLengths(again.record)).toEqual(withoutLengths(record));
    }
  });

  it('MARCXML and MARC-in-JSON written from records read back to the same records', async () => {
    const sample = records(
      await readAll(demo('evergreen-datasets/bib/RDA/RDA_record_DVD_Jorge_Mautner.mrc')),
    );
    const reader = createMarcXmlReader();
    reader.write(toMarcXmlCollection(sample));
    reader.end();
    const fromXml = reader.take().flatMap((item) => (item.ok ? [item.record] : []));
    expect(fromXml.map(toMarcJson)).toEqual(sample.map(toMarcJson));
    expect(sample.map((record) => fromMarcJson(JSON.parse(JSON.stringify(toMarcJson(record)))))).toEqual(
      sample,
    );
  });
});
