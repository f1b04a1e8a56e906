import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

describe('Authorities under /api/autoridade', () => {
  const ctx = useTestApp();
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const machado = async () => {
    const [row] = await ctx.db.query<{ cod_autoridade: number }>(
      "select cod_autoridade from autoridade where cabecalho = 'Assis, Machado de, 1839-1908'",
    );
    return row!.cod_autoridade;
  };

  it('answers a person with see references and the titles linked to it, paged', async () => {
    const id = await machado();
    const { status, body } = await get(`/api/autoridade/${id}?quantPag=5`, { lang: '5' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      cod_autoridade: id,
      tipo: 'pessoa',
      desc_tipo: 'Person',
      cabecalho: 'Assis, Machado de, 1839-1908',
    });
    const see = await ctx.db.query<{ termo: string }>(
      "select termo from autoridade_remissiva where cod_autoridade = $1 and tipo = 'ver' order by seq",
      [id],
    );
    expect(body.ver).toEqual(see.map((row) => row.termo));
    const [{ total }] = (await ctx.db.query<{ total: number }>(
      'select count(distinct cod_acervo)::int as total from acervo_autor where cod_autoridade = $1',
      [id],
    )) as [{ total: number }];
    expect(body.total_titulos).toBeGreaterThanOrEqual(total);
    expect(body.titulos).toHaveLength(Math.min(5, body.total_titulos));
    const second = await get(`/api/autoridade/${id}?quantPag=5&page=2`);
    const firstIds = body.titulos.map((title: { cod_acervo: number }) => title.cod_acervo);
    expect(
      second.body.titulos.every((title: { cod_acervo: number }) => !firstIds.includes(title.cod_acervo)),
    ).toBe(true);
  });

  it('carries the public notes, the sources and the MARC record without staff-only fields', async () => {
    const id = await machado();
    const { body } = await get(`/api/autoridade/${id}`);
    expect(body.fontes).toEqual(['Registro curado para o catálogo de demonstração do Acervo.']);
    expect(body.notas).toEqual([]);
    const heading = body.marc.filter((row: { paragrafo: string }) => row.paragrafo === '100');
    expect(heading.map((row: { secao: string; descricao: string }) => [row.secao, row.descricao])).toEqual([
      ['a', 'Assis, Machado de'],
      ['d', '1839-1908'],
    ]);
    expect(body.marc.find((row: { paragrafo: string }) => row.paragrafo === '1')).toMatchObject({
      secao: null,
      descricao: 'autoridade-0001',
    });
    // A staff note (667) and a local field (9XX) added to the record stay out; a 680 note and a 670 $b show.
    await ctx.db.query(
      `update autoridade set registro_marc = jsonb_set(registro_marc, '{fields}', registro_marc->'fields' || $2::jsonb)
        where cod_autoridade = $1`,
      [
        id,
        JSON.stringify([
          { '667': { ind1: ' ', ind2: ' ', subfields: [{ a: 'Revisar datas.' }] } },
          {
            '670': { ind1: ' ', ind2: ' ', subfields: [{ a: 'Dom Casmurro, 1899:' }, { b: 'p. de rosto' }] },
          },
          { '680': { ind1: ' ', ind2: ' ', subfields: [{ i: 'Use para a obra do autor.' }] } },
          { '950': { ind1: ' ', ind2: ' ', subfields: [{ a: 'local' }] } },
        ]),
      ],
    );
    const changed = (await get(`/api/autoridade/${id}`)).body;
    expect(changed.notas).toEqual(['Use para a obra do autor.']);
    expect(changed.fontes).toContain('Dom Casmurro, 1899: p. de rosto');
    const tags = changed.marc.map((row: { paragrafo: string }) => row.paragrafo);
    expect(tags).toContain('680');
    expect(tags).not.toContain('950');
  });

  it('answers the combo with headings by id, or the types', async () => {
    const id = await machado();
    const combo = await get(`/api/autoridade/combo?autoridades=${id},abc,99999999`);
    expect(combo.body).toEqual([{ codigo: String(id), descricao: 'Assis, Machado de, 1839-1908' }]);
    const types = await get('/api/autoridade/combo');
    expect(types.body.map((item: { codigo: string }) => item.codigo)).toContain('assunto_geografico');
  });

  it('gives 404 for an unknown authority and 422 for a bad id', async () => {
    expect((await get('/api/autoridade/99999999')).status).toBe(404);
    expect((await get('/api/autoridade/x')).status).toBe(422);
  });
});
