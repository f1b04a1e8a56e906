import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportFailure, formatSummary, importMarcFiles } from '../../src/catalogue-import/importer.ts';
import { parseIso2709, toIso2709 } from '../../src/catalogue-import/marc/iso2709.ts';
import { type MarcJson, fromMarcJson, toMarcJson } from '../../src/catalogue-import/marc/marc-json.ts';
import type { Database } from '../../src/db/database.ts';
import {
  curatedAuthorityFile,
  curatedTitlesFile,
  demoAuthorityFiles,
  demoBibliographicFiles,
} from '../../src/demo/demo-catalogue.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

/** A MARC-in-JSON bibliographic record for tests. */
function bibliographic(id: string, fields: MarcJson['fields']): MarcJson {
  return { leader: '00000nam a2200000 i 4500', fields: [{ '001': id }, { '003': 'TESTE' }, ...fields] };
}
const datafield = (tag: string, ind1: string, ind2: string, ...subfields: Array<[string, string]>) => ({
  [tag]: { ind1, ind2, subfields: subfields.map(([code, value]) => ({ [code]: value })) },
});

describe('MARC import', () => {
  let db: Database;
  let folder: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    folder = await mkdtemp(path.join(tmpdir(), 'acervo-import-'));
  });
  afterAll(async () => {
    await db.close();
    await rm(folder, { recursive: true, force: true });
  });

  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await db.query<{ total: number }>(`select count(*)::int as total from (${sql}) s`, params);
    return row!.total;
  };
  const writeJsonLines = async (name: string, records: MarcJson[]) => {
    const file = path.join(folder, name);
    await writeFile(file, records.map((record) => JSON.stringify(record)).join('\n'));
    return file;
  };

  it('holds the demo catalogue: curated Portuguese works, every real file, their authorities', async () => {
    expect(await count(`select 1 from acervo where formato_origem = 'curado'`)).toBeGreaterThanOrEqual(200);
    expect(await count(`select 1 from acervo where fonte = 'lul_fre_500'`)).toBe(500);
    expect(await count(`select 1 from acervo where fonte = 'biblivre-import'`)).toBe(25);
    expect(await count(`select distinct fonte from acervo`)).toBeGreaterThanOrEqual(15);
    expect(await count(`select 1 from autoridade`)).toBeGreaterThanOrEqual(1200);
  });

  it('re-imports every demo file with its report: nothing new, everything updated, only real faults failed', async () => {
    const before = [await count('select 1 from acervo'), await count('select 1 from autoridade')];
    const failures: ImportFailure[] = [];
    let updated = 0;
    for (const file of [
      curatedAuthorityFile,
      ...demoAuthorityFiles,
      curatedTitlesFile,
      ...demoBibliographicFiles,
    ]) {
      const summary = await importMarcFiles(db, [file], {
        onFailure: (failure) => failures.push(failure),
        origin: file === curatedTitlesFile ? 'curado' : undefined,
      });
      expect(summary.imported, path.basename(file)).toBe(0);
      expect(summary.updated, path.basename(file)).toBeGreaterThan(0);
      updated += summary.updated;
    }
    expect([await count('select 1 from acervo'), await count('select 1 from autoridade')]).toEqual(before);
    expect(updated).toBeGreaterThanOrEqual(before[0]! + before[1]!);
    // The two IISH authority records without any heading are the only faults in the demo files.
    expect(
      failures.map((failure) => [path.basename(failure.position.file), failure.position.recordNumber]),
    ).toEqual([
      ['auth-1066.mrc', 510],
      ['auth-1066.mrc', 911],
    ]);
    expect(failures[0]!.position.byteOffset).toBe(136594);
    expect(await count(`select 1 from acervo where atualizado_em > criado_em`)).toBe(before[0]);
  }, 180_000);

  it('keeps one title for the RDA records that arrive both as .mrc files and inside a MARCXML file', async () => {
    const rows = await db.query<{ fonte: string; titulo: string }>(
      `select fonte, titulo from acervo where numero_controle = any($1::text[]) order by numero_controle`,
      [
        [
          '17896898',
          '16557781',
          '18112802',
          '17631075',
          '17591667',
          '18021022',
          '18021851',
          '18018349',
          '18057321',
          '17568399',
        ],
      ],
    );
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.fonte))).toEqual(new Set(['concerto_bibs_rda']));
    expect(rows.map((row) => row.titulo)).toContain('Cláudia');
  });

  it('stores French titles from MARC-8 with their accents', async () => {
    const rows = await db.query<{ titulo: string; subtitulo: string; idioma: string }>(
      `select titulo, subtitulo, idioma from acervo where fonte = 'lul_fre_500' and titulo like 'L''autre monde%'`,
    );
    expect(rows).toEqual([
      {
        titulo: "L'autre monde, mythes et légendes",
        subtitulo: 'le purgatoire de Saint Patrice',
        idioma: 'fre',
      },
    ]);
  });

  it('maps the main fields of a title', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `select titulo, titulo_ordenacao, autor_principal, responsabilidade, local_publicacao, editora, ano_publicacao,
              idioma, cod_tipo_obra, cdd, classificacao
         from acervo where formato_origem = 'curado' and titulo = 'O cortiço'`,
    );
    expect(row).toEqual({
      titulo: 'O cortiço',
      titulo_ordenacao: 'cortiço',
      autor_principal: 'Azevedo, Aluísio, 1857-1913',
      responsabilidade: 'Aluísio Azevedo',
      local_publicacao: 'Rio de Janeiro',
      editora: 'B. L. Garnier',
      ano_publicacao: 1890,
      idioma: 'por',
      cod_tipo_obra: 1,
      cdd: 'B869.3',
      classificacao: 'B869.3 AZE c',
    });
    const [isbn] = await db.query<{ isbn: string[] }>(
      `select isbn from acervo where fonte = 'biblivre-import' and cardinality(isbn) > 0 order by numero_controle limit 1`,
    );
    expect(isbn!.isbn.some((value) => value.length === 13)).toBe(true);
  });

  it('links names and subjects to authorities, with see and see-also references', async () => {
    const [author] = await db.query<{ cabecalho: string }>(
      `select au.cabecalho from acervo a join acervo_autor n using (cod_acervo) join autoridade au using (cod_autoridade)
        where a.titulo = 'Dom Casmurro' and a.formato_origem = 'curado' limit 1`,
    );
    expect(author?.cabecalho).toBe('Assis, Machado de, 1839-1908');
    const see = await db.query<{ termo: string }>(
      `select v.termo from autoridade_remissiva v join autoridade au using (cod_autoridade)
        where au.cabecalho = 'Assis, Machado de, 1839-1908' and v.tipo = 'ver' order by v.seq`,
    );
    expect(see.map((row) => row.termo)).toEqual([
      'Machado de Assis, 1839-1908',
      'Assis, Joaquim Maria Machado de, 1839-1908',
    ]);
    const seeAlso = await db.query<{ termo: string; relacionada: string | null }>(
      `select v.termo, r.cabecalho as relacionada from autoridade_remissiva v
         join autoridade au using (cod_autoridade) left join autoridade r on r.cod_autoridade = v.cod_autoridade_relacionada
        where au.cabecalho = 'Pessoa, Fernando, 1888-1935' and v.tipo = 'ver_tambem' order by v.seq`,
    );
    expect(seeAlso).toContainEqual({ termo: 'Caeiro, Alberto', relacionada: 'Caeiro, Alberto' });
    const [subject] = await db.query<{ cabecalho: string }>(
      `select au.cabecalho from acervo a join acervo_assunto s using (cod_acervo) join autoridade au using (cod_autoridade)
        where a.titulo = 'Vidas secas' and s.descricao = 'Ficção brasileira'`,
    );
    expect(subject?.cabecalho).toBe('Ficção brasileira');
  });

  it('links a title to an authority through a see reference (a variant form of the name)', async () => {
    const file = await writeJsonLines('variant.jsonl', [
      bibliographic('variante-1', [
        datafield('100', '1', ' ', ['a', 'Queiroz, Eça de,'], ['d', '1845-1900.']),
        datafield('245', '1', '0', ['a', 'Contos /'], ['c', 'Eça de Queiroz.']),
        datafield('650', ' ', '4', ['a', 'Romance português'], ['x', 'História e crítica']),
      ]),
    ]);
    expect(formatSummary(await importMarcFiles(db, [file]))).toBe('imported 1, updated 0, failed 0');
    const rows = await db.query<{ author: string; subject: string }>(
      `select au.cabecalho as author, su.cabecalho as subject
         from acervo a join acervo_autor n using (cod_acervo) join autoridade au on au.cod_autoridade = n.cod_autoridade
         join acervo_assunto s on s.cod_acervo = a.cod_acervo join autoridade su on su.cod_autoridade = s.cod_autoridade
        where a.numero_controle = 'variante-1'`,
    );
    expect(rows).toEqual([{ author: 'Queirós, Eça de, 1845-1900', subject: 'Ficção portuguesa' }]);
  });

  it('links titles imported earlier when their authority arrives later', async () => {
    const titles = await writeJsonLines('early-titles.jsonl', [
      bibliographic('antes-1', [
        datafield('100', '1', ' ', ['a', 'Ferreira, Teodoro,'], ['d', '1901-1980']),
        datafield('245', '1', '0', ['a', 'Mapas do Brasil colonial']),
        datafield('651', ' ', '4', ['a', 'Brasil'], ['x', 'Mapas']),
      ]),
    ]);
    await importMarcFiles(db, [titles]);
    const authorities = await writeJsonLines('late-authorities.jsonl', [
      {
        leader: '00000nz  a2200000n  4500',
        fields: [
          { '001': 'aut-1' },
          { '003': 'TESTE' },
          datafield('100', '1', ' ', ['a', 'Ferreira, Teodoro,'], ['d', '1901-1980']),
        ],
      },
      {
        leader: '00000nz  a2200000n  4500',
        fields: [
          { '001': 'aut-2' },
          { '003': 'TESTE' },
          datafield('151', ' ', ' ', ['a', 'Brasil']),
          datafield('451', ' ', ' ', ['a', 'Brazil']),
        ],
      },
    ]);
    expect(formatSummary(await importMarcFiles(db, [authorities]))).toBe('imported 2, updated 0, failed 0');
    const [linked] = await db.query<{ author: number | null; subject: number | null }>(
      `select (select cod_autoridade from acervo_autor where cod_acervo = a.cod_acervo) as author,
              (select cod_autoridade from acervo_assunto where cod_acervo = a.cod_acervo) as subject
         from acervo a where numero_controle = 'antes-1'`,
    );
    expect(linked!.author).not.toBeNull();
    expect(linked!.subject).not.toBeNull();
  });

  it('reports a damaged record with its position, skips it and stores the rest', async () => {
    const original = new Uint8Array(await readFile(demoBibliographicFiles[0]!));
    const starts = [0];
    original.forEach((byte, index) => {
      if (byte === 0x1d && index + 1 < original.length) starts.push(index + 1);
    });
    const damaged = original.slice();
    damaged[starts[3]! + 24 + 4] = 0x21;
    const file = path.join(folder, 'copia-danificada.mrc');
    await writeFile(file, damaged);
    const failures: ImportFailure[] = [];
    const summary = await importMarcFiles(db, [file], { onFailure: (failure) => failures.push(failure) });
    // The copy has another file name, so the same records are recognised by their identifiers.
    expect(formatSummary(summary)).toBe('imported 0, updated 24, failed 1');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.position).toMatchObject({ recordNumber: 4, byteOffset: starts[3] });
    expect(failures[0]!.reason).toMatch(/directory entry/);
  });

  it('adds a language code it meets for the first time, with its names', async () => {
    const file = await writeJsonLines('guarani.jsonl', [
      bibliographic('guarani-1', [
        { '008': '240101s1990    bl            000 0 grn d' },
        datafield('245', '0', '0', ['a', 'Nheengatu']),
      ]),
    ]);
    await importMarcFiles(db, [file]);
    const [language] = await db.query<{ pt: string; en: string }>(
      `select descricao->>'pt' as pt, descricao->>'en' as en from idioma where codigo = 'grn'`,
    );
    expect(language).toEqual({ pt: 'Guarani', en: 'Guarani' });
  });

  it('fails a record without a title and keeps going', async () => {
    const file = await writeJsonLines('untitled.jsonl', [
      bibliographic('sem-titulo', [datafield('100', '1', ' ', ['a', 'Alguém'])]),
      bibliographic('com-titulo', [datafield('245', '0', '0', ['a', 'Com título'])]),
    ]);
    const failures: ImportFailure[] = [];
    const summary = await importMarcFiles(db, [file, path.join(folder, 'does-not-exist.mrc')], {
      onFailure: (failure) => failures.push(failure),
    });
    expect(formatSummary(summary)).toBe('imported 1, updated 0, failed 2');
    expect(failures.map((failure) => failure.reason)).toEqual([
      'the record has no title (245 $a)',
      expect.stringMatching(/^cannot read the file/),
    ]);
  });

  it('keeps the full record as MARC-in-JSON that round-trips through ISO 2709', async () => {
    const rows = await db.query<{ registro_marc: MarcJson }>(
      `(select registro_marc from acervo where fonte = 'lul_fre_500' order by numero_controle limit 3)
       union all (select registro_marc from acervo where formato_origem = 'marcxml' order by cod_acervo limit 3)
       union all (select registro_marc from acervo where formato_origem = 'curado' order by cod_acervo limit 3)
       union all (select registro_marc from autoridade order by cod_autoridade limit 3)`,
    );
    expect(rows).toHaveLength(12);
    for (const { registro_marc } of rows) {
      const record = fromMarcJson(registro_marc);
      const again = toMarcJson(parseIso2709(toIso2709(record)).record);
      expect(again.fields).toEqual(registro_marc.fields);
      expect(again.leader.slice(5, 12) + again.leader.slice(17)).toBe(
        registro_marc.leader.slice(5, 12) + registro_marc.leader.slice(17),
      );
    }
  });
});
