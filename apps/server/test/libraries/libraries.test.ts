import { describe, expect, it } from 'vitest';
import { bearer, demoLogins, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Libraries: lists and the footer forms', () => {
  const ctx = useTestApp();

  it('lists campuses and libraries, by campus', async () => {
    const campus = (await ctx.app.inject({ method: 'GET', url: '/api/campus' })).json().campus;
    const [{ count }] = (await ctx.db.query<{ count: number }>(
      'select count(*)::int as count from campus',
    )) as [{ count: number }];
    expect(campus).toHaveLength(count);
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/unidade-informacao' })).json().bibliotecas;
    const first = campus[0].cod_campus;
    const some = (
      await ctx.app.inject({ method: 'GET', url: `/api/unidade-informacao?campus=${first}` })
    ).json().bibliotecas;
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(some.every((library: { cod_campus: number }) => library.cod_campus === first)).toBe(true);
  });

  it('stores a general comment for the library; requires login, a library and non-blank text', async () => {
    const { access_token } = await login(ctx.app, demoLogins.bruno);
    const post = (payload: object, headers: Record<string, string> = bearer(access_token)) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/unidade-informacao/comentario',
        headers: { ...headers, lang: '5' },
        payload,
      });
    expect((await post({ content: 'Olá', b: 1 }, {})).statusCode).toBe(401);
    const blank = await post({ content: '  \n ', b: 1 });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().fields).toHaveProperty('content');
    const noLibrary = await post({ content: 'Olá' });
    expect(noLibrary.statusCode).toBe(422);
    expect(noLibrary.json().fields).toHaveProperty('b');
    expect((await post({ content: 'Olá', b: 9999 })).statusCode).toBe(422);
    const ok = await post({ content: '  Sugiro abrir aos sábados.  ', b: '2' });
    expect(ok.statusCode).toBe(201);
    const [row] = await ctx.db.query(
      'select cod_biblioteca, texto from comentario_biblioteca where cod_comentario = $1',
      [ok.json().codigo],
    );
    expect(row).toEqual({ cod_biblioteca: 2, texto: 'Sugiro abrir aos sábados.' });
  });
});
