import { describe, expect, it } from 'vitest';
import { bearer, demoLogins, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('People: redirect endpoints and one-time tokens', () => {
  const context = useTestApp();
  const redeem = (token: string) =>
    context.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'redirect_token', client_id: '4', redirect_token: token },
    });

  it('GET /pessoas/token-redireciona hands out a token that opens a session once', async () => {
    const session = await login(context.app, demoLogins.bruno);
    const response = await context.app.inject({
      url: '/api/pessoas/token-redireciona',
      headers: bearer(session.access_token),
    });
    expect(response.statusCode).toBe(200);
    const { token, expires_in, expira_em } = response.json();
    expect(expires_in).toBe(120);
    expect(Date.parse(expira_em)).toBeGreaterThan(Date.now());
    const first = await redeem(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.login).toBe('bruno.lima');
    const second = await redeem(token);
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('invalid_grant');
  });

  it('refuses an expired redirect token', async () => {
    const session = await login(context.app, demoLogins.bruno);
    const { token } = (
      await context.app.inject({
        url: '/api/pessoas/token-redireciona',
        headers: bearer(session.access_token),
      })
    ).json();
    await context.db.query(`update token_redirecionamento set expira_em = now() - interval '1 second'`);
    expect((await redeem(token)).statusCode).toBe(401);
    expect((await redeem('')).statusCode).toBe(422);
  });

  it('GET /pessoas/meu-pergamum/redirect answers the personal-area URL on the portal', async () => {
    const session = await login(context.app, demoLogins.ana);
    const response = await context.app.inject({
      url: '/api/pessoas/meu-pergamum/redirect',
      headers: bearer(session.access_token),
    });
    const url = new URL(response.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/pergamum_redireciona');
    expect(url.searchParams.get('destino')).toBe('M');
    expect((await redeem(url.searchParams.get('token')!)).json().user.login).toBe('2024001');
  });

  it('PUT /pessoas/meu-pergamum/redirect-base answers the base URL for configured bases only', async () => {
    const session = await login(context.app, demoLogins.ana);
    const put = (base: unknown) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/meu-pergamum/redirect-base',
        headers: bearer(session.access_token),
        payload: { base },
      });
    const response = await put('ebooks');
    expect(response.statusCode).toBe(200);
    expect(new URL(response.json().url).searchParams.get('base')).toBe('ebooks');
    expect((await put('unknown')).statusCode).toBe(404);
    expect((await put('../etc')).statusCode).toBe(422);
  });

  it('POST /pessoas/postagem-trabalho/redirect and GET /pessoas/autenticar/app-layers add a ticket to the configured system', async () => {
    const session = await login(context.app, demoLogins.daniel);
    const posting = await context.app.inject({
      method: 'POST',
      url: '/api/pessoas/postagem-trabalho/redirect',
      headers: bearer(session.access_token),
    });
    expect(posting.json().url).toMatch(
      /^https:\/\/repositorio\.uniacervo\.example\/deposito\?token=[\w-]{43}$/,
    );
    const layers = await context.app.inject({
      url: '/api/pessoas/autenticar/app-layers',
      headers: bearer(session.access_token),
    });
    expect(layers.statusCode).toBe(200);
    const { url, token } = layers.json();
    expect(url).toBe(`https://app.uniacervo.example/?token=${token}`);
    expect((await redeem(token)).json().user.login).toBe('daniel.alves');

    await context.db.query(
      `update instituicao set parametros = parametros - 'redirecionamentos' - 'app_layers'`,
    );
    const unconfigured = await context.app.inject({
      method: 'POST',
      url: '/api/pessoas/postagem-trabalho/redirect',
      headers: { ...bearer(session.access_token), lang: '5' },
    });
    expect(unconfigured.statusCode).toBe(404);
    expect(unconfigured.json().message).toBe('This access is not configured by the library.');
    expect(
      (
        await context.app.inject({
          url: '/api/pessoas/autenticar/app-layers',
          headers: bearer(session.access_token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses anonymous callers on every redirect endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/pessoas/token-redireciona'],
      ['GET', '/api/pessoas/meu-pergamum/redirect'],
      ['PUT', '/api/pessoas/meu-pergamum/redirect-base'],
      ['POST', '/api/pessoas/postagem-trabalho/redirect'],
      ['GET', '/api/pessoas/autenticar/app-layers'],
    ] as const) {
      const response = await context.app.inject({
        method,
        url,
        payload: method === 'PUT' ? { base: 'x' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
