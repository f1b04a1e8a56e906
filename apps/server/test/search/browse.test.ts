import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

describe('Browse views, new acquisitions, indexes and lookups under /api/consulta', () => {
  const ctx = useTestApp();
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  };

  it('browses by facets alone with exact totals', async () => {
    const [{ count }] = (await ctx.db.query<{ count: number }>(
      'select count(*)::int as count from acervo where cod_tipo_obra = 1',
    )) as [{ count: number }];
    const { status, body } = await get('/api/consulta/navegar?filtro=T:1&quantPag=5');
    expect(status).toBe(200);
    expect(body.total).toBe(count);
    expect(body.data).toHaveLength(5);
    expect(body.data.every((hit: { cod_tipo_obra: number }) => hit.cod_tipo_obra === 1)).toBe(true);
    const types = body.facetas.find((group: { tipo: string }) => group.tipo === 'T').itens;
    const [{ all }] = (await ctx.db.query<{ all: number }>('select count(*)::int as all from acervo')) as [
      { all: number },
    ];
    // The type facet ignores its own filter: its counts add up to the whole catalogue.
    expect(types.reduce((sum: number, item: { total: number }) => sum + item.total, 0)).toBe(all);
  });

  it('lists new acquisitions: the latest days (NA_C) and since a date (NA_A), newest titles first', async () => {
    const [{ latest }] = (await ctx.db.query<{ latest: string }>(
      'select max(data_aquisicao)::text as latest from exemplar',
    )) as [{ latest: string }];
    const recent = await get('/api/consulta/novas-aquisicoes?tipo=NA_C&dias=30');
    const [{ expected }] = (await ctx.db.query<{ expected: number }>(
      `select count(distinct cod_acervo)::int as expected from acervo a
        where (select max(data_aquisicao) from exemplar e where e.cod_acervo = a.cod_acervo) >= $1::date - 30`,
      [latest],
    )) as [{ expected: number }];
    expect(recent.status).toBe(200);
    expect(recent.body.total).toBe(expected);
    expect(recent.body.total).toBeGreaterThan(0);
    const ids = recent.body.data.map((hit: { cod_acervo: number }) => hit.cod_acervo);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const since = await get(`/api/consulta/novas-aquisicoes?tipo=NA_A&dataIni=${latest}`);
    expect(since.body.total).toBeGreaterThan(0);
    expect(since.body.total).toBeLessThanOrEqual(recent.body.total);
    expect((await get('/api/consulta/novas-aquisicoes?tipo=NA_A')).status).toBe(422);
    expect((await get('/api/consulta/novas-aquisicoes?tipo=NA_A&dataIni=2024-13-40')).status).toBe(422);
  });

  it('browses the author index from a term, both ways, with counts and see references', async () => {
    const forward = await get('/api/consulta/indice?tipo=autor&termo=Lispector&quantidade=5');
    expect(forward.status).toBe(200);
    const first = forward.body.itens[0];
    expect(first.descricao).toMatch(/^Lispector, Clarice/);
    const [{ count }] = (await ctx.db.query<{ count: number }>(
      'select count(distinct cod_acervo)::int as count from acervo_autor where nome_normalizado = $1',
      [first.chave],
    )) as [{ count: number }];
    expect(first.total).toBe(count);
    const keys = forward.body.itens.map((item: { chave: string }) => item.chave);
    expect(keys).toEqual([...keys].sort());
    const backward = await get(
      `/api/consulta/indice?tipo=autor&termo=${encodeURIComponent(first.chave)}&direcao=A&quantidade=5`,
    );
    expect(backward.body.itens).toHaveLength(5);
    expect(backward.body.itens.every((item: { chave: string }) => item.chave < first.chave)).toBe(true);

    const [see] = await ctx.db.query<{ termo: string; cabecalho: string }>(
      `select v.termo, au.cabecalho from autoridade_remissiva v join autoridade au using (cod_autoridade)
        where v.tipo = 'ver' and au.tipo = 'pessoa'
          and not exists (select 1 from acervo_faceta f where f.codigo = v.termo_normalizado) order by v.termo_normalizado limit 1`,
    );
    if (see) {
      const listed = await get(
        `/api/consulta/indice?tipo=autor&termo=${encodeURIComponent(see.termo)}&quantidade=3`,
      );
      expect(listed.body.itens[0]).toMatchObject({ ver: see.cabecalho, total: 0 });
    }
    const titles = await get('/api/consulta/indice?tipo=titulo&termo=perto');
    expect(titles.body.itens[0].descricao).toBe('Perto do coração selvagem');
    expect((await get('/api/consulta/indice?tipo=editora')).status).toBe(422);
  });

  it('answers the lookups in the caller language', async () => {
    const sorts = await get('/api/consulta/ordenacao', { lang: '5' });
    expect(sorts.body.map((item: { codigo: string }) => item.codigo)).toContain('C');
    expect(sorts.body.find((item: { codigo: string }) => item.codigo === 'T').descricao).toBe('Title');
    const filters = await get('/api/consulta/filtros?search_tab=1');
    expect(filters.body.find((item: { codigo: string }) => item.codigo === 'Y').descricao).toBe('Ano');
    const libraries = await get('/api/consulta/bibliotecas?search_text=biblioteca%20de%20direito');
    expect(libraries.body.data).toEqual([{ codigo: 2, descricao: 'Biblioteca de Direito' }]);
    const byCampus = await get('/api/consulta/bibliotecas?codCampus=3');
    expect(byCampus.body.total).toBe(2);
    const saude = await get('/api/consulta/campus?search_text=SAUDE');
    expect(saude.body.data[0].descricao).toBe('Campus da Saúde');
    expect((await get('/api/consulta/biblioteca/2')).body).toEqual({
      codigo: 2,
      descricao: 'Biblioteca de Direito',
    });
    expect((await get('/api/consulta/campus/999')).status).toBe(404);
    expect((await get('/api/consulta/opcoes-indice')).body).toHaveLength(7);
  });
});
