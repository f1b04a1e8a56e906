import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loginResponseSchema } from '@acervo/contract';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcRelyingParty } from '../../src/modules/auth/oidc/oidc-relying-party.ts';
import { bearer } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

const portal = 'http://portal.test';
const redirectUri = `${portal}/api/oidc/callback`;

/** Accounts the local OpenID provider knows, by id. */
const accounts: Record<string, Record<string, unknown>> = {
  'ana-idp': { email: 'ana.souza@aluno.uniacervo.example', email_verified: true },
  'daniel-idp': { preferred_username: 'daniel.alves', email: 'someone@else.example', email_verified: true },
  'stranger-idp': { email: 'stranger@nowhere.example', email_verified: true },
  'unverified-idp': { email: 'bruno.lima@pos.uniacervo.example', email_verified: false },
};

/** What the next interaction at the provider does: log this account in, or refuse. */
let nextInteraction: { accountId: string } | { error: string } = { accountId: 'ana-idp' };

/**
 * A real OpenID provider on an ephemeral port (oidc-provider), with an interaction endpoint that
 * logs in whichever account the test chose, so the whole browser round trip runs for real.
 */
async function startProvider(): Promise<{ issuer: string; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' }] },
    clients: [
      {
        client_id: 'acervo',
        client_secret: 'acervo-secret',
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [portal],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username'] },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) =>
      accounts[id] ? { accountId: id, claims: () => ({ sub: id, ...accounts[id] }) } : undefined,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    // Skip the consent screen: this client is the institution's own.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['test-cookie-key'] },
  });
  const callback = provider.callback();
  server.on('request', async (req: IncomingMessage, res) => {
    if (req.url?.startsWith('/interaction/')) {
      await provider.interactionDetails(req, res);
      const outcome = nextInteraction;
      const result =
        'error' in outcome
          ? { error: outcome.error, error_description: 'The patron cancelled' }
          : { login: { accountId: outcome.accountId } };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }
    callback(req, res);
  });
  return { issuer, server };
}

/** Follows the provider's redirects like a browser, keeping its cookies, until it sends us back. */
async function browse(start: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(portal)) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
}

let provider: { issuer: string; server: Server };
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(() => new Promise<void>((resolve) => provider.server.close(() => resolve())));

describe('OIDC login against a local OpenID provider', () => {
  const context = useTestApp({
    services: {
      oidc: {
        // Built lazily: the provider's port is known only once it listens.
        start: (options) => relyingParty().start(options),
        finish: (url, checks) => relyingParty().finish(url, checks),
        logoutUrl: (back) => relyingParty().logoutUrl(back),
      },
    },
  });
  let cached: ReturnType<typeof createOidcRelyingParty> | null = null;
  const relyingParty = () =>
    (cached ??= createOidcRelyingParty(
      {
        issuer: provider.issuer,
        clientId: 'acervo',
        clientSecret: 'acervo-secret',
        scopes: 'openid email profile',
        logoutUrl: undefined,
      },
      redirectUri,
    ));

  /** The portal's side: ask for the link, let the browser log in, come back to the callback. */
  async function roundTrip(query: string) {
    const authorize = await context.app.inject({ url: `/api/oidc/authorize?${query}` });
    expect(authorize.statusCode).toBe(200);
    const { link, nonce } = authorize.json();
    const authorization = new URL(link);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(redirectUri);
    const callback = await browse(link);
    const back = await context.app.inject({ url: callback.pathname + callback.search });
    expect(back.statusCode).toBe(302);
    return { nonce, location: new URL(back.headers.location as string) };
  }

  const validate = (nonce: string, lang = '1') =>
    context.app.inject({ method: 'POST', url: '/api/oidc/validar', headers: { lang }, payload: { nonce } });

  it('maps the provider identity by e-mail, and hands the portal its tokens once', async () => {
    nextInteraction = { accountId: 'ana-idp' };
    const { nonce, location } = await roundTrip(
      'login=ana.souza%40aluno.uniacervo.example&redirect=%2Fmeupergamum',
    );
    expect(`${location.origin}${location.pathname}`).toBe(`${portal}/oauth-response`);
    expect(location.searchParams.get('nonce')).toBe(nonce);

    const first = await validate(nonce);
    expect(first.statusCode).toBe(200);
    const body = loginResponseSchema.extend({}).parse(first.json());
    expect(first.json().redirect).toBe('/meupergamum');
    expect(body.user.login).toBe('2024001');
    const me = await context.app.inject({ url: '/api/pessoas', headers: bearer(body.access_token) });
    expect(me.json().user.nome_pessoa).toBe('Ana Beatriz Souza');

    const again = await validate(nonce);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('OIDC_NONCE_INVALIDO');
  });

  it('maps by the username claim first', async () => {
    nextInteraction = { accountId: 'daniel-idp' };
    const { nonce } = await roundTrip('login=daniel%40uniacervo.example');
    const response = await validate(nonce);
    expect(response.json().user.login).toBe('daniel.alves');
    expect(response.json().redirect).toBe('/');
  });

  it('records an identity that matches no patron, or an unverified e-mail, as an error for the portal', async () => {
    for (const accountId of ['stranger-idp', 'unverified-idp']) {
      nextInteraction = { accountId };
      const { nonce } = await roundTrip('login=x%40y.example');
      const response = await validate(nonce, '5');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Your identity-provider account does not match any library user.',
        code: 'OIDC_ERRO',
      });
    }
  });

  it('records a refusal at the provider as an error for the portal', async () => {
    nextInteraction = { error: 'access_denied' };
    const { nonce } = await roundTrip('login=ana%40x.example');
    const response = await validate(nonce, '5');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The identity provider refused the login: The patron cancelled');
  });

  it('refuses a callback it did not start, a nonce it does not know and one still waiting', async () => {
    const unknown = await context.app.inject({ url: '/api/oidc/callback?state=forged&code=x' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe(`${portal}/oauth-response?erro=OidcNonceInvalido`);
    expect((await validate('made-up')).statusCode).toBe(422);
    const pending = (await context.app.inject({ url: '/api/oidc/authorize?login=a%40b.example' })).json();
    expect((await validate(pending.nonce)).statusCode).toBe(422);
    const badRedirect = await context.app.inject({ url: '/api/oidc/authorize?redirect=%2F%2Fevil.example' });
    expect(badRedirect.statusCode).toBe(422);
    expect(badRedirect.json().fields).toEqual({ redirect: 'Endereço de retorno inválido.' });
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/oidc/validar', payload: {} })).statusCode,
    ).toBe(422);
  });

  it('turns the institution’s OIDC flag on and offers the provider’s logout link', async () => {
    const institution = (await context.app.inject({ url: '/api/parametros/instituicao' })).json();
    expect(institution.oidc).toBe(true);
    const logout = new URL(institution.link_logout_oidc);
    expect(logout.origin).toBe(provider.issuer);
    expect(logout.searchParams.get('client_id')).toBe('acervo');
  });
});

describe('OIDC when not configured, or when the provider is down', () => {
  const unconfigured = useTestApp();
  const down = useTestApp({
    services: {
      oidc: createOidcRelyingParty(
        {
          issuer: 'http://127.0.0.1:9',
          clientId: 'acervo',
          clientSecret: undefined,
          scopes: 'openid',
          logoutUrl: undefined,
        },
        redirectUri,
      ),
    },
  });

  it('answers 404 when no provider is configured', async () => {
    expect((await unconfigured.app.inject({ url: '/api/oidc/authorize?login=a%40b.c' })).statusCode).toBe(
      404,
    );
    const validate = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/oidc/validar',
      payload: { nonce: 'x' },
    });
    expect(validate.statusCode).toBe(404);
    expect((await unconfigured.app.inject({ url: '/api/parametros/instituicao' })).json().oidc).toBe(false);
  });

  it('answers 502 while the provider is unreachable, and the institution still answers', async () => {
    const response = await down.app.inject({
      url: '/api/oidc/authorize?login=a%40b.c',
      headers: { lang: '5' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('The identity provider is not available right now.');
    const institution = (await down.app.inject({ url: '/api/parametros/instituicao' })).json();
    expect(institution).toMatchObject({ oidc: true, link_logout_oidc: null });
  });
});
