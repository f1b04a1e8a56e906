import { describe, expect, it } from 'vitest';
import { moderateComment } from '../../src/modules/comments/comment-repository.ts';
import { bearer, demoLogins, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Comments on titles', () => {
  const ctx = useTestApp();
  const titleId = async () => {
    const [row] = await ctx.db.query<{ cod_acervo: number }>(
      "select cod_acervo from acervo where titulo = 'Água viva'",
    );
    return row!.cod_acervo;
  };

  it('holds a posted comment for moderation and publishes it, as plain text, once approved', async () => {
    const id = await titleId();
    const { access_token } = await login(ctx.app, demoLogins.bruno);
    const text = '<script>alert(1)</script> Leitura <b>obrigatória</b> & linda';
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/comentarios/acervo/${id}`,
      headers: { ...bearer(access_token), lang: '5' },
      payload: { texto: `  ${text}  ` },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().message).toMatch(/once the library approves it/);
    const comment = posted.json().comentario;
    expect(comment).toMatchObject({ cod_acervo: id, texto: text, situacao: 'pendente' });

    const before = await ctx.app.inject({ method: 'GET', url: `/api/comentarios/acervo/${id}` });
    expect(before.json().comentarios.map((item: { id: number }) => item.id)).not.toContain(comment.id);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/comentarios/usuario/acervo/${id}`,
      headers: bearer(access_token),
    });
    expect(own.json().comentarios[0]).toMatchObject({ id: comment.id, situacao: 'pendente' });

    expect(await moderateComment(ctx.db, comment.id, 'aprovado')).toBe(true);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/comentarios/acervo/${id}` });
    const published = after.json().comentarios.find((item: { id: number }) => item.id === comment.id);
    // Stored and served exactly as typed (JSON, never HTML): the client renders it as text.
    expect(published).toMatchObject({ texto: text, autor: 'Bruno' });
    expect(after.headers['content-type']).toMatch(/^application\/json/);

    const titles = await ctx.app.inject({
      method: 'GET',
      url: '/api/comentarios/usuario/acervos',
      headers: bearer(access_token),
    });
    expect(titles.json().acervos).toContainEqual({ cod_acervo: id, titulo: 'Água viva', comentarios: 1 });
  });

  it('refuses a patron with too many comments awaiting approval with limite_comentarios_excedido', async () => {
    const id = await titleId();
    const { access_token } = await login(ctx.app, demoLogins.carla);
    const post = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/comentarios/acervo/${id}`,
        headers: bearer(access_token),
        payload: { texto: `comentário ${n}` },
      });
    const statuses = [];
    for (let n = 1; n <= 4; n++) statuses.push((await post(n)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 422]);
    const refused = await post(5);
    expect(refused.json()).toMatchObject({ code: 'limite_comentarios_excedido' });
    expect(refused.json().message).toMatch(/3/);
    // Once one is moderated there is room for another.
    const [pending] = await ctx.db.query<{ cod_comentario: number }>(
      "select cod_comentario from comentario_acervo c join login l on l.cod_pessoa = c.cod_pessoa where l.usuario = $1 and situacao = 'pendente' limit 1",
      [demoLogins.carla.username],
    );
    await moderateComment(ctx.db, pending!.cod_comentario, 'rejeitado');
    expect((await post(6)).statusCode).toBe(201);
  });

  it('requires login to post, refuses empty text and unknown titles, and deletes only own comments', async () => {
    const id = await titleId();
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/comentarios/acervo/${id}`,
      payload: { texto: 'oi' },
    });
    expect(anonymous.statusCode).toBe(401);
    const { access_token } = await login(ctx.app, demoLogins.daniel);
    const blank = await ctx.app.inject({
      method: 'POST',
      url: `/api/comentarios/acervo/${id}`,
      headers: bearer(access_token),
      payload: { texto: '   ' },
    });
    expect(blank.statusCode).toBe(422);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/comentarios/acervo/99999999',
      headers: bearer(access_token),
      payload: { texto: 'oi' },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/comentarios/acervo/99999999' })).statusCode,
    ).toBe(404);

    const mine = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/comentarios/acervo/${id}`,
        headers: bearer(access_token),
        payload: { texto: 'meu' },
      })
    ).json().comentario;
    const other = await login(ctx.app, demoLogins.ana);
    const notYours = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/comentarios/usuario/${mine.id}`,
      headers: bearer(other.access_token),
    });
    expect(notYours.statusCode).toBe(404);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/comentarios/usuario/${mine.id}`,
      headers: bearer(access_token),
    });
    expect(deleted.statusCode).toBe(204);
  });
});
