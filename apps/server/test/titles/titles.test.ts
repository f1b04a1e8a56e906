import { describe, expect, it } from 'vitest';
import { parseIso2709 } from '../../src/catalogue-import/marc/iso2709.ts';
import { fromMarcJson } from '../../src/catalogue-import/marc/marc-json.ts';
import { isControlField } from '../../src/catalogue-import/marc/record.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Title tabs under /api/acervo/{id}', () => {
  const ctx = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const titleId = async (titulo: string) => {
    const [row] = await ctx.db.query<{ cod_acervo: number }>(
      'select cod_acervo from acervo where titulo = $1',
      [titulo],
    );
    return row!.cod_acervo;
  };

  it('answers the details, copies per library and libraries of a title', async () => {
    const id = await titleId('Perto do coração selvagem');
    const detail = await get(`/api/acervo/${id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({
      cod_acervo: id,
      titulo: 'Perto do coração selvagem',
      editora: 'A Noite',
      ano_publicacao: 1943,
      desc_tipo_obra: 'Livro',
    });
    const [{ count }] = (await ctx.db.query<{ count: number }>(
      'select count(*)::int as count from exemplar where cod_acervo = $1',
      [id],
    )) as [{ count: number }];
    expect(body.exemplares).toBe(count);
    expect(
      body.bibliotecas.reduce((sum: number, library: { exemplares: number }) => sum + library.exemplares, 0),
    ).toBe(count);

    const copies = (await get(`/api/acervo/${id}/exemplares`, { lang: '5' })).json().exemplares;
    expect(copies).toHaveLength(count);
    for (const copy of copies) {
      expect(copy.desc_situacao).toBeTruthy();
      if (copy.situacao === 'emprestado')
        expect(copy.data_devolucao_prevista).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    const library = copies[0].cod_biblioteca;
    const inLibrary = (await get(`/api/acervo/${id}/exemplares?cod_unidade=${library}`)).json().exemplares;
    expect(inLibrary.length).toBeGreaterThan(0);
    expect(inLibrary.every((copy: { cod_biblioteca: number }) => copy.cod_biblioteca === library)).toBe(true);
  });

  it('gives in the detail the same links and libraries as their own tabs, and 404 for no title', async () => {
    const [linked] = await ctx.db.query<{ cod_acervo: number }>(
      'select cod_acervo from acervo_link group by cod_acervo order by count(*) desc, cod_acervo limit 1',
    );
    for (const id of [linked!.cod_acervo, await titleId('Perto do coração selvagem')]) {
      const detail = (await get(`/api/acervo/${id}`)).json();
      const { links } = (await get(`/api/acervo/${id}/links`)).json();
      const { bibliotecas } = (await get(`/api/acervo/${id}/bibliotecas`)).json();
      expect(detail.links).toEqual(links);
      expect(detail.bibliotecas).toEqual(bibliotecas);
      expect(detail.bibliotecas.length).toBeGreaterThan(0);
      expect(
        detail.bibliotecas.reduce(
          (sum: number, library: { disponiveis: number }) => sum + library.disponiveis,
          0,
        ),
      ).toBe(detail.exemplares_disponiveis);
    }
    expect((await get(`/api/acervo/${linked!.cod_acervo}`)).json().links.length).toBeGreaterThan(0);
    expect((await get('/api/acervo/999999999')).statusCode).toBe(404);
  });

  it('formats the ABNT reference with the CSL style, and APA on request', async () => {
    const id = await titleId('Perto do coração selvagem');
    const abnt = (await get(`/api/acervo/${id}/referencia`)).json();
    expect(abnt.estilo).toBe('abnt');
    expect(abnt.texto).toBe('LISPECTOR, Clarice. Perto do coração selvagem. Rio de Janeiro: A Noite, 1943.');
    expect(abnt.referencia).toContain('<b>Perto do coração selvagem</b>');
    const apa = (await get(`/api/acervo/${id}/referencia?estilo=apa`)).json();
    expect(apa.texto).toBe('Lispector, C. (1943). Perto do coração selvagem. A Noite.');
    const same = await get(`/api/vinculos/abnt/${id}`);
    expect(same.json().texto).toBe(abnt.texto);
    // citeproc parses a style the first time it is used (APA is large: seconds on a busy machine).
  }, 120_000);

  it('serves the MARC record as rows that round-trip to the imported record', async () => {
    const id = await titleId('Perto do coração selvagem');
    const rows = (await get(`/api/acervo/${id}/marc`)).json() as Array<
      Record<string, string | number | null>
    >;
    const [{ registro_marc }] = (await ctx.db.query<{ registro_marc: unknown }>(
      'select registro_marc from acervo where cod_acervo = $1',
      [id],
    )) as [{ registro_marc: unknown }];
    const record = fromMarcJson(registro_marc);
    const rebuilt: string[] = [];
    for (const row of rows)
      rebuilt.push(
        `${row.paragrafo}|${row.seq_paragrafo}|${row.indicador1}|${row.indicador2}|${row.secao}|${row.descricao}${row.pontuacao ?? ''}`,
      );
    const expected: string[] = [];
    const seen = new Map<string, number>();
    for (const field of record.fields) {
      const seq = (seen.get(field.tag) ?? 0) + 1;
      seen.set(field.tag, seq);
      const tag = String(Number(field.tag));
      if (isControlField(field)) expected.push(`${tag}|${seq}|null|null|null|${field.value}`);
      else
        for (const sub of field.subfields)
          expected.push(`${tag}|${seq}|${field.ind1}|${field.ind2}|${sub.code}|${sub.value}`);
    }
    expect(rebuilt).toEqual(expected);
    const title = rows.find((row) => row.paragrafo === '245' && row.secao === 'a')!;
    expect(title).toMatchObject({ descricao: 'Perto do coração selvagem', pontuacao: ' /', seq_secao: 1 });
    expect(rows.find((row) => row.paragrafo === '1')).toMatchObject({ secao: null, descricao: 'obra-0043' });
  });

  it('downloads the record as ISO 2709 and MARCXML', async () => {
    const id = await titleId('Perto do coração selvagem');
    const iso = await get(`/api/acervo/${id}/marc/iso2709`);
    expect(iso.statusCode).toBe(200);
    expect(iso.headers['content-type']).toBe('application/marc');
    const parsed = parseIso2709(new Uint8Array(iso.rawPayload));
    const [{ registro_marc }] = (await ctx.db.query<{ registro_marc: unknown }>(
      'select registro_marc from acervo where cod_acervo = $1',
      [id],
    )) as [{ registro_marc: unknown }];
    expect(parsed.record.fields).toEqual(fromMarcJson(registro_marc).fields);
    const xml = await get(`/api/acervo/${id}/marc/marcxml`);
    expect(xml.headers['content-disposition']).toContain(`acervo-${id}.xml`);
    expect(xml.body).toContain('<subfield code="a">Perto do coração selvagem /</subfield>');
  });

  it('answers Dublin Core fields', async () => {
    const id = await titleId('Perto do coração selvagem');
    const dc = (await get(`/api/acervo/${id}/dublin-core`)).json();
    expect(dc).toMatchObject({
      title: ['Perto do coração selvagem'],
      date: ['1943'],
      publisher: ['A Noite'],
      language: ['por'],
    });
    expect(dc.creator[0]).toMatch(/^Lispector, Clarice/);
  });

  it('gives 404 for a title that does not exist and 422 for a bad id', async () => {
    for (const tab of ['', '/exemplares', '/referencia', '/marc', '/marc/iso2709', '/dublin-core']) {
      expect((await get(`/api/acervo/99999999${tab}`)).statusCode, tab).toBe(404);
    }
    expect((await get('/api/acervo/abc')).statusCode).toBe(422);
    expect((await get('/api/acervo/1/referencia?estilo=mla')).statusCode).toBe(422);
  });
});
