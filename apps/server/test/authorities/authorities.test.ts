import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';

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
