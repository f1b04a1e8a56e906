import { describe, expect, it } from 'vitest';
import { providerLinkKey, verifyProviderLink } from '../../src/modules/providers/provider-links.ts';
import { bearer, demoLogins, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

const secret = 'content-provider-test-secret';
const key = providerLinkKey(new TextEncoder().encode(secret));
/** The API's `lang` header: 1 Portuguese, 3 Spanish, 5 English. */
const lang = { pt: '1', es: '3', en: '5' } as const;

describe('Content providers: signed, short-lived links', () => {
  const context = useTestApp({ config: { auth: { secret } } });

  const session = () => login(context.app, demoLogins.ana);
  const grupoa = (token?: string, locale: keyof typeof lang = 'pt') =>
    context.app.inject({
      method: 'POST',
      url: '/api/vinculos/grupoa',
      headers: { ...(token ? bearer(token) : {}), lang: lang[locale] },
      payload: { sessionid: 'ignored-by-the-server' },
    });

  it('POST /vinculos/grupoa answers the Grupo A link signed for the logged-in patron', async () => {
    const { access_token, user } = await session();
    const before = Date.now();
    const response = await grupoa(access_token);
    // The server reads its clock between these two moments: the link's lifetime counts from then.
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    const link = response.json();
    expect(link).toMatchObject({ provedor: 'grupoa', nome: 'Minha Biblioteca (Grupo A)', nova_aba: true });
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://minhabiblioteca.grupoa.example.invalid/acesso');
    const check = verifyProviderLink(key, link.url, new Date());
    expect(check).toMatchObject({ ok: true, provider: 'grupoa', patron: user.cod_pessoa });
    const expiresAt = Date.parse(link.expira_em);
    // Two minutes from the server's moment, cut to whole seconds (the link carries Unix seconds).
    expect(expiresAt - before).toBeGreaterThan(119_000);
    expect(expiresAt - after).toBeLessThanOrEqual(120_000);
    expect(check.ok && check.expiresAt.getTime()).toBe(expiresAt);
    const other = await login(context.app, demoLogins.bruno);
    expect(verifyProviderLink(key, (await grupoa(other.access_token)).json().url, new Date())).toMatchObject({
      ok: true,
      patron: other.user.cod_pessoa,
    });
  });

  it('the verification refuses an expired link and any tampered parameter', async () => {
    const { access_token } = await session();
    const { url, expira_em } = (await grupoa(access_token)).json();
    expect(verifyProviderLink(key, url, new Date(Date.parse(expira_em) + 1000))).toEqual({
      ok: false,
      reason: 'expirado',
    });
    const tampered = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return verifyProviderLink(key, copy.href, new Date());
    };
    const original = new URL(url).searchParams;
    expect(tampered('usuario', String(Number(original.get('usuario')) + 1))).toEqual({
      ok: false,
      reason: 'assinatura',
    });
    expect(tampered('expira', String(Number(original.get('expira')) + 3600))).toEqual({
      ok: false,
      reason: 'assinatura',
    });
    expect(tampered('provedor', 'pearson')).toEqual({ ok: false, reason: 'assinatura' });
    // One character changed, always to a different one: a 32-byte signature's last base64url
    // character is 'A' for one link in sixteen, so a fixed replacement would sometimes change nothing.
    const signature = original.get('assinatura')!;
    const changed = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(tampered('assinatura', changed)).toEqual({ ok: false, reason: 'assinatura' });
    const unsigned = new URL(url);
    unsigned.searchParams.delete('assinatura');
    expect(verifyProviderLink(key, unsigned.href, new Date())).toEqual({ ok: false, reason: 'incompleto' });
    // Another server's secret does not verify it.
    const otherKey = providerLinkKey(new TextEncoder().encode('another-secret'));
    expect(verifyProviderLink(otherKey, url, new Date())).toEqual({ ok: false, reason: 'assinatura' });
  });

  it('anonymous and public-token callers are refused', async () => {
    expect((await grupoa()).statusCode).toBe(401);
    const publicToken = await context.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: '4' },
    });
    expect((await grupoa(publicToken.json().access_token)).statusCode).toBe(401);
  });

  it('POST /vinculos/provedores/{codigo} answers any configured provider, and an unknown one is a translated 404', async () => {
    const { access_token } = await session();
    const ask = (code: string, locale: keyof typeof lang) =>
      context.app.inject({
        method: 'POST',
        url: `/api/vinculos/provedores/${code}`,
        headers: { ...bearer(access_token), lang: lang[locale] },
      });
    const pearson = await ask('pearson', 'en');
    expect(pearson.statusCode).toBe(200);
    expect(pearson.json().nome).toBe('Pearson Virtual Library');
    expect(verifyProviderLink(key, pearson.json().url, new Date())).toMatchObject({
      ok: true,
      provider: 'pearson',
    });

    const unknown = await ask('ebsco', 'pt');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'PROVEDOR_NAO_CONFIGURADO',
      message: 'O provedor de conteúdo ebsco não está configurado pela biblioteca.',
    });
    expect((await ask('ebsco', 'en')).json().message).toBe(
      'The content provider ebsco is not configured by the library.',
    );
    expect((await ask('Grupo%20A', 'pt')).statusCode).toBe(422);
  });

  it('the login’s base-access URL answers a provider’s signed link for its redirect value', async () => {
    const { access_token } = await session();
    const put = (base: string) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/meu-pergamum/redirect-base',
        headers: bearer(access_token),
        payload: { base },
      });
    const response = await put('grupoa');
    expect(response.statusCode).toBe(200);
    expect(response.json().nova_aba).toBe(true);
    expect(verifyProviderLink(key, response.json().url, new Date())).toMatchObject({
      ok: true,
      provider: 'grupoa',
    });
    // Databases keep their portal link with a one-time token.
    expect(new URL((await put('ebooks')).json().url).searchParams.get('token')).toBeTruthy();
  });

  it('a provider without Grupo A configured answers the Grupo A call with the translated 404', async () => {
    const { access_token } = await session();
    await context.db.query(
      `update instituicao set parametros = jsonb_set(parametros, '{provedores_conteudo}',
         (select coalesce(jsonb_agg(p), '[]'::jsonb) from jsonb_array_elements(parametros->'provedores_conteudo') p
           where p->>'codigo' <> 'grupoa'))`,
    );
    const response = await grupoa(access_token, 'es');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'El proveedor de contenido grupoa no está configurado por la biblioteca.',
    );
  });
});
