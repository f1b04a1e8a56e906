// Builds the demo's curated MARC-in-JSON files from the hand-kept table data/demo/curated/obras.txt:
//   data/demo/curated/obras-em-portugues.jsonl   bibliographic records (one per line)
//   data/demo/curated/autoridades.jsonl          authority records for their authors and some subjects
// Run after editing the table: `npx tsx scripts/build-curated-catalogue.ts`. The output is committed;
// the server imports it with the same importer as any MARC file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toMarcJson } from '../src/catalogue-import/marc/marc-json.ts';
import type { DataField, MarcField, MarcRecord } from '../src/catalogue-import/marc/record.ts';

const folder = path.join(import.meta.dirname, '../data/demo/curated');
const ORG = 'BR-AcervoDemo';
const ENTERED = '240101';

type Row = {
  kind: 'R' | 'P' | 'D' | 'E' | 'T';
  authors: string[];
  title: string;
  subtitle: string;
  edition: string;
  place: string;
  publisher: string;
  year: string;
  cdd: string;
  subjects: string[];
  original: string;
  volumes: number;
};

function readTable(): Row[] {
  return readFileSync(path.join(folder, 'obras.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [
        kind,
        authors,
        title,
        subtitle,
        edition,
        place,
        publisher,
        year,
        cdd,
        subjects,
        original,
        volumes,
      ] = line.split('|');
      return {
        kind: kind as Row['kind'],
        authors: authors!.split(';').map((name) => name.trim()),
        title: title!,
        subtitle: subtitle ?? '',
        edition: edition ?? '',
        place: place ?? '',
        publisher: publisher ?? '',
        year: year ?? '',
        cdd: cdd ?? '',
        subjects: (subjects ?? '').split(';').filter(Boolean),
        original: original ?? '',
        volumes: Number(volumes || 1),
      };
    });
}

const field = (tag: string, ind1: string, ind2: string, ...pairs: Array<[string, string]>): DataField => ({
  tag,
  ind1,
  ind2,
  subfields: pairs.filter(([, value]) => value !== '').map(([code, value]) => ({ code, value })),
});

/** "Assis, Machado de, 1839-1908" -> name "Assis, Machado de", dates "1839-1908". */
function splitName(heading: string): { name: string; dates: string } {
  const parts = heading.split(', ');
  const last = parts[parts.length - 1]!;
  if (parts.length > 1 && /\d/.test(last)) return { name: parts.slice(0, -1).join(', '), dates: last };
  return { name: heading, dates: '' };
}

/** "Assis, Machado de" -> "Machado de Assis", as a title page names the author. */
function naturalOrder(name: string): string {
  const [surname, forenames] = name.split(', ');
  return forenames ? `${forenames} ${surname}` : name;
}

const ARTICLES = /^(os|as|uns|umas|o|a|um|uma) /i;
function nonFiling(title: string): string {
  const match = ARTICLES.exec(title);
  return match ? String(match[0].length) : '0';
}

const PLACES = new Set([
  'Brasil',
  'Portugal',
  'Angola',
  'Moçambique',
  'Bahia',
  'Ceará',
  'Rio Grande do Sul',
  'Nordeste (Brasil)',
]);
const isPlace = (term: string) => PLACES.has(term) || /\((RJ|BA|SP|AM|Portugal|Brasil)\)$/.test(term);

function subjectField(heading: string): DataField {
  const [main, ...subdivisions] = heading.split(' -- ');
  const subfields: Array<[string, string]> = [['a', main!]];
  for (const term of subdivisions) {
    if (/^(Ficção|Poesia|Teatro|Atlas)$/.test(term)) subfields.push(['v', term]);
    else if (/\d{4}/.test(term)) subfields.push(['y', term]);
    else if (isPlace(term)) subfields.push(['z', term]);
    else subfields.push(['x', term]);
  }
  return field(isPlace(main!) ? '651' : '650', ' ', '4', ...subfields);
}

const LITERARY_FORM: Record<Row['kind'], string> = { R: '1', P: 'p', D: 'd', E: 'e', T: '0' };

function fixedField(row: Row): string {
  const place = /Lisboa|Porto/.test(row.place) ? 'po ' : 'bl ';
  const year = /^\d{4}$/.test(row.year) ? row.year : 'uuuu';
  const value = `${ENTERED}s${year}    ${place}           000 ${LITERARY_FORM[row.kind]} por d`;
  if (value.length !== 40) throw new Error(`008 for "${row.title}" has ${value.length} characters`);
  return value;
}

function callNumber(row: Row): string {
  const surname = row.authors[0]!.split(',')[0]!
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');
  const titleInitial = row.title.replace(ARTICLES, '').charAt(0).toLowerCase();
  return `${surname.slice(0, 3).toUpperCase()} ${titleInitial}`;
}

function bibliographic(row: Row, index: number): MarcRecord {
  const main = splitName(row.authors[0]!);
  const statement = row.authors.map((author) => naturalOrder(splitName(author).name)).join(', ');
  const fields: MarcField[] = [
    { tag: '001', value: `obra-${String(index + 1).padStart(4, '0')}` },
    { tag: '003', value: ORG },
    { tag: '008', value: fixedField(row) },
    field('040', ' ', ' ', ['a', ORG], ['b', 'por'], ['c', ORG]),
  ];
  if (row.original) fields.push(field('041', '1', ' ', ['a', 'por'], ['h', row.original]));
  if (row.cdd) {
    fields.push(field('082', '0', '4', ['a', row.cdd]));
    fields.push(field('090', ' ', ' ', ['a', row.cdd], ['b', callNumber(row)]));
  }
  fields.push(field('100', '1', ' ', ['a', main.dates ? `${main.name},` : main.name], ['d', main.dates]));
  fields.push(
    field(
      '245',
      '1',
      nonFiling(row.title),
      ['a', row.subtitle ? `${row.title} :` : `${row.title} /`],
      ['b', row.subtitle ? `${row.subtitle} /` : ''],
      ['c', `${statement}.`],
    ),
  );
  if (row.edition) fields.push(field('250', ' ', ' ', ['a', row.edition]));
  fields.push(
    field(
      '264',
      ' ',
      '1',
      ['a', row.publisher ? `${row.place} :` : `${row.place},`],
      ['b', row.publisher ? `${row.publisher},` : ''],
      ['c', row.year ? `${row.year}.` : ''],
    ),
  );
  if (row.volumes > 1) fields.push(field('300', ' ', ' ', ['a', `${row.volumes} v.`]));
  fields.push(
    field('500', ' ', ' ', [
      'a',
      'Registro curado para o catálogo de demonstração do Acervo: dados bibliográficos da edição indicada.',
    ]),
  );
  for (const subject of row.subjects) fields.push(subjectField(subject));
  for (const author of row.authors.slice(1)) {
    const name = splitName(author);
    fields.push(field('700', '1', ' ', ['a', name.dates ? `${name.name},` : name.name], ['d', name.dates]));
  }
  return { leader: '00000nam a2200000 i 4500', fields };
}

/** Variant and related forms the demo shows on authority pages. */
const EXTRA_VARIANTS: Record<string, string[]> = {
  'Assis, Machado de': ['Assis, Joaquim Maria Machado de, 1839-1908'],
  'Queirós, Eça de': ['Queiroz, Eça de, 1845-1900', 'Queirós, José Maria Eça de, 1845-1900'],
  'Rosa, João Guimarães': ['Guimarães Rosa, João, 1908-1967'],
  'Camões, Luís de': ['Camoens, Luís de, 1524?-1580', 'Camões, Luís Vaz de, 1524?-1580'],
};
const HETERONYMS = ['Caeiro, Alberto', 'Reis, Ricardo', 'Campos, Álvaro de', 'Soares, Bernardo'];
const SUBJECTS: Array<{ heading: string; see: string[]; seeAlso: string[] }> = [
  {
    heading: 'Ficção brasileira',
    see: ['Romance brasileiro', 'Ficção -- Brasil'],
    seeAlso: ['Literatura brasileira'],
  },
  {
    heading: 'Literatura brasileira',
    see: ['Brasil -- Literatura'],
    seeAlso: ['Ficção brasileira', 'Poesia brasileira'],
  },
  { heading: 'Poesia brasileira', see: ['Brasil -- Poesia'], seeAlso: ['Literatura brasileira'] },
  { heading: 'Ficção portuguesa', see: ['Romance português'], seeAlso: ['Literatura portuguesa'] },
  { heading: 'Literatura portuguesa', see: ['Portugal -- Literatura'], seeAlso: ['Ficção portuguesa'] },
  { heading: 'Direito constitucional', see: ['Direito constitucional -- Brasil'], seeAlso: [] },
];

function authority(id: string, heading: DataField, references: DataField[]): MarcRecord {
  return {
    leader: '00000nz  a2200000n  4500',
    fields: [
      { tag: '001', value: id },
      { tag: '003', value: ORG },
      { tag: '008', value: `${ENTERED}n| azannaabn          |a aaa      ` },
      field('040', ' ', ' ', ['a', ORG], ['b', 'por'], ['c', ORG]),
      heading,
      ...references,
      field('670', ' ', ' ', ['a', 'Registro curado para o catálogo de demonstração do Acervo.']),
    ],
  };
}

function authorities(rows: Row[]): MarcRecord[] {
  const people = new Map<string, string>();
  for (const row of rows) {
    for (const author of row.authors) {
      const { name, dates } = splitName(author);
      if (dates && !people.has(name)) people.set(name, dates);
    }
  }
  const records: MarcRecord[] = [];
  let next = 1;
  const id = () => `autoridade-${String(next++).padStart(4, '0')}`;
  for (const [name, dates] of people) {
    const references = [field('400', '0', ' ', ['a', naturalOrder(name) + ','], ['d', dates])];
    for (const variant of EXTRA_VARIANTS[name] ?? []) {
      const parts = splitName(variant);
      references.push(field('400', '1', ' ', ['a', `${parts.name},`], ['d', parts.dates]));
    }
    if (name === 'Pessoa, Fernando') {
      for (const heteronym of HETERONYMS) references.push(field('500', '1', ' ', ['a', heteronym]));
    }
    records.push(authority(id(), field('100', '1', ' ', ['a', `${name},`], ['d', dates]), references));
  }
  for (const heteronym of HETERONYMS) {
    records.push(
      authority(id(), field('100', '1', ' ', ['a', heteronym]), [
        field(
          '500',
          '1',
          ' ',
          ['w', 'r'],
          ['i', 'Heterônimo de:'],
          ['a', 'Pessoa, Fernando,'],
          ['d', '1888-1935'],
        ),
      ]),
    );
  }
  for (const subject of SUBJECTS) {
    const [main, ...subdivisions] = subject.heading.split(' -- ');
    const heading = field(
      '150',
      ' ',
      ' ',
      ['a', main!],
      ...subdivisions.map((term): [string, string] => ['x', term]),
    );
    const references = [
      ...subject.see.map((term) => {
        const [seeMain, ...rest] = term.split(' -- ');
        return field('450', ' ', ' ', ['a', seeMain!], ...rest.map((part): [string, string] => ['x', part]));
      }),
      ...subject.seeAlso.map((term) => field('550', ' ', ' ', ['a', term])),
    ];
    records.push(authority(id(), heading, references));
  }
  return records;
}

const rows = readTable();
const toLines = (records: MarcRecord[]) =>
  records.map((record) => JSON.stringify(toMarcJson(record))).join('\n') + '\n';
writeFileSync(path.join(folder, 'obras-em-portugues.jsonl'), toLines(rows.map(bibliographic)));
const authorityRecords = authorities(rows);
writeFileSync(path.join(folder, 'autoridades.jsonl'), toLines(authorityRecords));
console.log(
  `${rows.length} bibliographic and ${authorityRecords.length} authority records written to ${folder}`,
);
