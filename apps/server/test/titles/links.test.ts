import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

describe('Links under /api/vinculos', () => {
  const ctx = useTestApp();

  it('draws a typographic SVG cover for a title without one, with its text escaped', async () => {
    const [title] = await ctx.db.query<{ cod_acervo: number; titulo: string }>(
      "select cod_acervo, titulo from acervo where link_capa is null and titulo like '%&%' order by cod_acervo limit 1",
    );
    const [plain] = await ctx.db.query<{ cod_acervo: number }>(
      "select cod_acervo from acervo where titulo = 'Perto do coração selvagem'",
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vinculos/imagem?cod_acervo=${plain!.cod_acervo}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('aria-label="Perto do coração selvagem"');
    expect(response.body).toContain('Lispector');
    if (title) {
      const escaped = await ctx.app.inject({
        method: 'GET',
        url: `/api/vinculos/imagem?cod_acervo=${title.cod_acervo}`,
      });
      expect(escaped.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
    const fallback = await ctx.app.inject({ method: 'GET', url: '/api/vinculos/imagem?cod_acervo=0' });
    expect(fallback.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/vinculos/imagem?cod_acervo=99999999' })).statusCode,
    ).toBe(404);
  });

  it('answers no target-product links for a known title and 404 for an unknown one', async () => {
    const [title] = await ctx.db.query<{ cod_acervo: number }>('select cod_acervo from acervo limit 1');
    const known = await ctx.app.inject({ method: 'GET', url: `/api/vinculos/target/${title!.cod_acervo}` });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ links: [] });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/vinculos/target/99999999' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists links per result and records link accesses', async () => {
    const [linked] = await ctx.db.query<{ cod_acervo: number; seq: number; url: string }>(
      'select cod_acervo, seq, url from acervo_link order by cod_acervo, seq limit 1',
    );
    const other = await ctx.db.query<{ cod_acervo: number }>(
      'select cod_acervo from acervo a where not exists (select 1 from acervo_link k where k.cod_acervo = a.cod_acervo) limit 1',
    );
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/vinculos/links-resultado?acervos=${linked!.cod_acervo},${other[0]!.cod_acervo},x`,
    });
    expect(list.json()[linked!.cod_acervo][0].url).toBe(linked!.url);
    expect(list.json()).not.toHaveProperty(String(other[0]!.cod_acervo));

    const restricted = await ctx.app.inject({
      method: 'POST',
      url: `/api/vinculos/acesso-restrito/${linked!.cod_acervo}/s/${linked!.seq}`,
      payload: { browser: 'Firefox', device: 'desktop', os: 'Linux' },
    });
    expect(restricted.json()).toEqual({ url: linked!.url });
    const stat = await ctx.app.inject({
      method: 'POST',
      url: '/api/vinculos/estatistica-acesso',
      payload: {
        cod_acervo: linked!.cod_acervo,
        seq_paragrafo: linked!.seq,
        url: linked!.url,
        browser: 'Chrome',
      },
    });
    expect(stat.statusCode).toBe(204);
    const rows = await ctx.db.query<{ restrito: boolean; navegador: string }>(
      'select restrito, navegador from acesso_link where cod_acervo = $1 order by cod_acesso',
      [linked!.cod_acervo],
    );
    expect(rows).toEqual([
      { restrito: true, navegador: 'Firefox' },
      { restrito: false, navegador: 'Chrome' },
    ]);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/vinculos/estatistica-acesso', payload: {} }))
        .statusCode,
    ).toBe(422);
  });
});
