import type { SearchResponse } from '@acervo/contract';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

type Context = ReturnType<typeof useTestApp>;
let ctx: Context;

async function search(query: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/consulta?${query}`, headers });
  return { status: response.statusCode, body: response.json() as SearchResponse };
}

const titles = (body: SearchResponse) => body.data.map((hit) => hit.obra);

describe('GET /api/consulta on the demo catalogue', () => {
  ctx = useTestApp();
  it('finds a title whatever the case and accents of the query', async () => {
    const plain = await search('termo=perto%20do%20coracao%20selvagem');
    const accented = await search(`termo=${encodeURIComponent('PERTO DO CORAÇÃO SELVAGEM')}`);
    expect(plain.status).toBe(200);
    expect(titles(plain.body)).toContain('Perto do coração selvagem');
    expect(accented.body.total).toBe(plain.body.total);
    expect(accented.body.data.map((hit) => hit.cod_acervo)).toEqual(
      plain.body.data.map((hit) => hit.cod_acervo),
    );
    const hit = plain.body.data.find((item) => item.obra === 'Perto do coração selvagem')!;
    expect(hit.dados_adicionais.A?.[0]?.descricao).toMatch(/^Lispector, Clarice/);
    expect(hit.rota).toBe(`/acervo/${hit.cod_acervo}`);
  });

  it('expands terms of 3+ characters as prefixes but matches shorter ones only as whole words', async () => {
    const prefix = await search('termo=lispec');
    expect(prefix.body.total).toBeGreaterThan(0);
    expect(prefix.body.data.every((hit) => /lispector/i.test(JSON.stringify(hit.dados_adicionais)))).toBe(
      true,
    );
    // "li" is not a prefix: it matches the word "li" only, never "Lispector".
    const short = await search('termo=li%20lispector');
    const shortIds = short.body.data.map((hit) => hit.cod_acervo);
    const lispector = await search('termo=lispector&quantPag=100');
    expect(short.body.total).toBeLessThan(lispector.body.total);
    for (const id of shortIds) expect(lispector.body.data.map((hit) => hit.cod_acervo)).toContain(id);
  });

  it('counts exactly: the total equals the number of hits over all pages', async () => {
    const first = await search('termo=machado&quantPag=5');
    const all = await search('termo=machado&quantPag=100');
    expect(first.body.total).toBe(all.body.total);
    expect(all.body.data).toHaveLength(all.body.total);
    const second = await search('termo=machado&quantPag=5&paginaAtiva=2');
    expect(second.body.data.map((hit) => hit.cod_acervo)).toEqual(
      all.body.data.slice(5, 10).map((hit) => hit.cod_acervo),
    );
  });

  it('ranks title matches above author matches above subject matches', async () => {
    const { body } = await search('termo=brasil&quantPag=100');
    const ranks = body.data.map((hit) => {
      if (/brasil/i.test(hit.obra)) return 0;
      if (/brasil/i.test(JSON.stringify(hit.dados_adicionais.A ?? []))) return 1;
      if (/brasil/i.test(JSON.stringify(hit.dados_adicionais.S ?? []))) return 2;
      return 3;
    });
    expect(ranks[0]).toBe(0);
    expect(ranks.indexOf(2)).toBeGreaterThan(ranks.lastIndexOf(0));
  });

  it('searches one index at a time: title, author, ISBN with or without hyphens', async () => {
    const byTitle = await search('termo=selvagem&campo=titulo');
    expect(titles(byTitle.body)).toContain('Perto do coração selvagem');
    const byAuthor = await search('termo=clarice&campo=autor');
    expect(byAuthor.body.total).toBeGreaterThan(0);
    expect(
      byAuthor.body.data.every((hit) => hit.autor && /Clarice/.test(JSON.stringify(hit.dados_adicionais.A))),
    ).toBe(true);
    const noneInTitle = await search('termo=clarice&campo=titulo');
    expect(noneInTitle.body.total).toBeLessThan(byAuthor.body.total);
    const isbn = await search('termo=978-0-387-34226-9&campo=isbn');
    const isbn10 = await search('termo=0387342265&campo=isbn');
    expect(titles(isbn.body)).toHaveLength(1);
    expect(titles(isbn.body)[0]).toMatch(/^Open Source Systems/);
    expect(isbn10.body.data.map((hit) => hit.cod_acervo)).toEqual(
      isbn.body.data.map((hit) => hit.cod_acervo),
    );
  });

  it('combines advanced lines with E, OU and NAO', async () => {
    const a = await search('termo1=lispector&campo1=autor');
    const b = await search('termo1=assis&campo1=autor');
    const or = await search(
      'termo1=lispector&campo1=autor&termo2=assis&campo2=autor&operador2=OU&quantPag=100',
    );
    expect(or.body.total).toBe(a.body.total + b.body.total);
    const and = await search('termo1=lispector&campo1=autor&termo2=agua&campo2=titulo&operador2=E');
    expect(titles(and.body)).toEqual(['Água viva']);
    const not = await search('termo1=lispector&campo1=autor&termo2=agua&campo2=titulo&operador2=NAO');
    expect(not.body.total).toBe(a.body.total - 1);
    expect(or.body.pesquisa).toBe('autor: lispector OU autor: assis');
  });

  it('counts facets over the result: AND across types, OR within a type, each facet without its own filter', async () => {
    const base = await search('termo=historia&quantPag=100');
    const types = base.body.facetas.find((group) => group.tipo === 'T')!.itens;
    const years = base.body.facetas.find((group) => group.tipo === 'Y')!.itens;
    expect(types.reduce((sum, item) => sum + item.total, 0)).toBe(base.body.total);
    // Years descending.
    expect(years.map((item) => Number(item.codigo))).toEqual(
      [...years.map((item) => Number(item.codigo))].sort((x, y) => y - x),
    );

    const [y1, y2] = years;
    const one = await search(`termo=historia&filtro=Y:${y1!.codigo}&quantPag=100`);
    expect(one.body.total).toBe(y1!.total);
    expect(one.body.data.every((hit) => String(hit.ano_publicacao) === y1!.codigo)).toBe(true);
    const both = await search(`termo=historia&filtro=Y:${y1!.codigo}&filtro=Y:${y2!.codigo}`);
    expect(both.body.total).toBe(y1!.total + y2!.total);
    // The year facet leaves out its own filter: every year still shows its count.
    const yearsWhenFiltered = both.body.facetas.find((group) => group.tipo === 'Y')!.itens;
    expect(yearsWhenFiltered.map((item) => [item.codigo, item.total])).toEqual(
      years.map((item) => [item.codigo, item.total]),
    );

    // AND across types: type counts under a year filter add up to that year's total.
    const typeUnderYear = one.body.facetas.find((group) => group.tipo === 'T')!.itens;
    expect(typeUnderYear.reduce((sum, item) => sum + item.total, 0)).toBe(one.body.total);
    const typeCode = typeUnderYear.find((item) => item.total > 0)!.codigo;
    const andTypes = await search(`termo=historia&filtro=Y:${y1!.codigo}&filtro=T:${typeCode}`);
    expect(andTypes.body.total).toBe(typeUnderYear.find((item) => item.codigo === typeCode)!.total);
    const typeEntry = andTypes.body.facetas
      .find((group) => group.tipo === 'T')!
      .itens.find((item) => item.codigo === typeCode)!;
    expect(typeEntry.totalSemFiltro).toBe(types.find((item) => item.codigo === typeCode)!.total);
    expect(andTypes.body.filtros.map((filter) => filter.tipo).sort()).toEqual(['T', 'Y']);
  });

  it('describes facets in the caller language and sorts them by description', async () => {
    const pt = await search('termo=historia');
    const en = await search('termo=historia', { lang: '5' });
    expect(pt.body.facetas.find((group) => group.tipo === 'T')!.descricao).toBe('Tipo de obra');
    expect(en.body.facetas.find((group) => group.tipo === 'T')!.descricao).toBe('Type of work');
    expect(
      en.body.facetas.find((group) => group.tipo === 'T')!.itens.map((item) => item.descricao),
    ).toContain('Book');
    const subjects = pt.body.facetas.find((group) => group.tipo === 'S')!.itens.map((item) => item.descricao);
    expect(subjects).toEqual(
      [...subjects].sort(new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true }).compare),
    );
  });

  it('sorts by filing title in Portuguese order (articles skipped, accents and case ignored), and descending', async () => {
    const asc = await search('termo=lispector&ordenacao=T&quantPag=100');
    const ids = asc.body.data.map((hit) => hit.cod_acervo);
    const rows = await ctx.db.query<{ cod_acervo: number; titulo_ordenacao: string }>(
      'select cod_acervo, titulo_ordenacao from acervo where cod_acervo = any($1::int[])',
      [ids],
    );
    const filing = new Map(rows.map((row) => [row.cod_acervo, row.titulo_ordenacao]));
    const fold = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/\p{Mn}/gu, '')
        .toLowerCase();
    const keys = ids.map((id) => fold(filing.get(id)!));
    expect(keys).toEqual([...keys].sort());
    // "Água viva" files under A, "A hora da estrela" under H, "Uma aprendizagem" under A.
    expect(titles(asc.body).indexOf('Água viva')).toBeLessThan(titles(asc.body).indexOf('A hora da estrela'));
    expect(titles(asc.body).slice(0, 2)).toEqual(['Água viva', 'Uma aprendizagem ou O livro dos prazeres']);
    const desc = await search('termo=lispector&ordenacao=T&ordem=D&quantPag=100');
    expect(desc.body.data.map((hit) => hit.cod_acervo)).toEqual([...ids].reverse());
    const byYear = await search('termo=lispector&ordenacao=Y&quantPag=100');
    const yearsList = byYear.body.data.map((hit) => hit.ano_publicacao ?? 9999);
    expect(yearsList).toEqual([...yearsList].sort((x, y) => x - y));
  });

  it('limits the publication years to a range, open at either end, and refuses a reversed one', async () => {
    const all = await search('termo=machado&quantPag=100');
    const years = all.body.data.map((hit) => hit.ano_publicacao);
    const within = (from: number, to: number) =>
      years.filter((year) => year !== null && year >= from && year <= to).length;
    const range = await search('termo=machado&anoIni=1880&anoFim=1900&quantPag=100');
    expect(range.status).toBe(200);
    expect(range.body.total).toBe(within(1880, 1900));
    expect(range.body.total).toBeGreaterThan(0);
    expect(range.body.total).toBeLessThan(all.body.total);
    for (const hit of range.body.data) expect(hit.ano_publicacao).toBeGreaterThanOrEqual(1880);
    // The year facet counts the range's titles only.
    const counted = range.body.facetas.find((group) => group.tipo === 'Y')!.itens;
    expect(counted.reduce((sum, item) => sum + item.total, 0)).toBe(range.body.total);
    expect((await search('termo=machado&anoIni=1900')).body.total).toBe(within(1900, 9999));
    expect((await search('termo=machado&anoFim=1899')).body.total).toBe(within(0, 1899));
    // No range chip: the answer's applied filters are the facet filters alone.
    expect(range.body.filtros).toEqual([]);

    const reversed = await ctx.app.inject({
      method: 'GET',
      url: '/api/consulta?termo=machado&anoIni=1950&anoFim=1900',
      headers: { lang: '5' },
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({
      fields: { anoIni: 'The start year cannot be after the end year.' },
    });
    for (const url of ['anoIni=19x0', 'anoFim=-1', 'anoIni=10000']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/consulta?termo=machado&${url}` });
      expect(response.statusCode, url).toBe(422);
    }
  });

  it('refuses an empty query with the spec message, and bad parameters with 422', async () => {
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/api/consulta?termo=%20%20',
      headers: { lang: '5' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: 'The above field is required.',
      fields: { termo: 'The above field is required.' },
    });
    const punctuation = await ctx.app.inject({
      method: 'GET',
      url: '/api/consulta?termo=%22%27%3A*%26',
      headers: { lang: '5' },
    });
    expect(punctuation.statusCode).toBe(422);
    for (const url of [
      'termo=a&quantPag=0',
      'termo=a&paginaAtiva=x',
      'termo=a&ordenacao=Z',
      'termo=a&filtro=Q:1',
      'termo=a&campo=nada',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/consulta?${url}` });
      expect(response.statusCode, url).toBe(422);
    }
  });

  it('never lets query syntax through: operators and quotes are just separators', async () => {
    const { status, body } = await search(`termo=${encodeURIComponent("lispector' & !(:* | agua")}`);
    expect(status).toBe(200);
    expect(titles(body)).toContain('Água viva');
  });

  it('logs each search and answers the GED target without a column with an empty result', async () => {
    const { body } = await search('termo=lispector');
    expect(body.id).toBeGreaterThan(0);
    // Written behind the answer, within a fraction of a second (ADR 070).
    await vi.waitFor(async () => {
      const [row] = await ctx.db.query<{ registros: number; pesquisa: string; base: string }>(
        'select registros, pesquisa, base from consulta_registro where id = $1',
        [body.id],
      );
      expect(row).toEqual({ registros: body.total, pesquisa: 'lispector', base: 'local' });
    });
    const ged = await search('base=target_gedweb');
    expect(ged.status).toBe(200);
    expect(ged.body).toMatchObject({ total: 0, data: [], base: 'target_gedweb' });
  });
});
