import { samlValidateResponseSchema } from '@acervo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type SamlSettings } from '../../src/config.ts';
import { consumeSamlAssertion } from '../../src/modules/auth/saml/saml-session-repository.ts';
import { bearer } from '../helpers/auth.ts';
import {
  type AssertionOptions,
  type AuthnRequest,
  createSamlTestProvider,
  encodeSamlResponse,
  type SamlTestProvider,
} from '../helpers/saml-identity-provider.ts';
import { useTestApp } from '../helpers/test-app.ts';

const portal = 'http://portal.test';
const entityId = `${portal}/api/saml/metadata`;
const entryPoint = 'https://idp.test/sso';

let idp: SamlTestProvider;
beforeAll(async () => {
  idp = await createSamlTestProvider();
});

/** Settings as the environment gives them; the provider's certificate is known once it exists. */
const settings = (overrides: Partial<SamlSettings> = {}) => ({
  get saml(): SamlSettings {
    return {
      entryPoint,
      idpCerts: [idp.certificate],
      idpIssuer: idp.entityId,
      entityId,
      loginAttribute: undefined,
      signed: 'both',
      clockSkew: 60,
      ...overrides,
    };
  },
});

function samlLogin(context: ReturnType<typeof useTestApp>) {
  /** The browser's start: our redirect to the provider, with an AuthnRequest and the handle cookie. */
  async function start(redirect = '/meupergamum') {
    const response = await context.app.inject({
      url: `/api/saml/login?redirect=${encodeURIComponent(redirect)}`,
    });
    expect(response.statusCode).toBe(302);
    const location = response.headers.location as string;
    expect(location.startsWith(`${entryPoint}?`)).toBe(true);
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    const request = await idp.readRequest(location);
    return { request, cookie };
  }

  /** The provider posts its answer to our assertion consumer service, which sends the browser on. */
  async function post(request: AuthnRequest, xml: string) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/saml/acs',
      payload: new URLSearchParams({
        SAMLResponse: encodeSamlResponse(xml),
        RelayState: request.relayState ?? '',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(303);
    return new URL(response.headers.location as string);
  }

  const validate = (handle: string, cookie: string, lang = '1') =>
    context.app.inject({
      method: 'POST',
      url: '/api/saml/validar',
      headers: { lang, cookie },
      payload: { saml: handle },
    });

  /** A whole login with the response the provider makes from `options`, possibly altered after signing. */
  async function roundTrip(
    options: Partial<AssertionOptions> & { nameId: string },
    alter: (xml: string) => string = (xml) => xml,
  ) {
    const { request, cookie } = await start();
    const xml = idp.respond({ request, audience: entityId, ...options });
    const back = await post(request, alter(xml));
    expect(`${back.origin}${back.pathname}`).toBe(`${portal}/saml-response`);
    const handle = back.searchParams.get('saml')!;
    return { request, cookie, xml, handle, response: await validate(handle, cookie, '5') };
  }

  return { start, post, validate, roundTrip };
}

describe('SAML login against a signing identity provider', () => {
  const context = useTestApp({ config: settings() });
  const { start, post, validate, roundTrip } = samlLogin(context);

  it('publishes its metadata: entity id and assertion consumer service', async () => {
    const response = await context.app.inject({ url: '/api/saml/metadata' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
    expect(response.body).toContain(`entityID="${entityId}"`);
    expect(response.body).toContain(`Location="${portal}/api/saml/acs"`);
  });

  it('sends the AuthnRequest with our entity id and assertion consumer service', async () => {
    const { request, cookie } = await start();
    expect(request.issuer).toBe(entityId);
    expect(request.acsUrl).toBe(`${portal}/api/saml/acs`);
    expect(cookie).toBe(`acervo_saml=${request.relayState}`);
  });

  it('logs in the patron a valid signed response names, once', async () => {
    const { request, cookie, handle, response } = await roundTrip({ nameId: '2024001' });
    expect(response.statusCode).toBe(200);
    const body = samlValidateResponseSchema.parse(response.json());
    expect(body.redirect).toBe('/meupergamum');
    expect(body.user.login).toBe('2024001');
    const me = await context.app.inject({ url: '/api/pessoas', headers: bearer(body.access_token) });
    expect(me.json().user.nome_pessoa).toBe('Ana Beatriz Souza');

    const again = await validate(handle, cookie);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('SAML_LOGIN_INVALIDO');
    expect(request.relayState).toBe(handle);
  });

  it('hands the tokens only to the browser that started the login', async () => {
    const { request } = await start();
    const back = await post(request, idp.respond({ request, audience: entityId, nameId: '2024001' }));
    const handle = back.searchParams.get('saml')!;
    const elsewhere = await validate(handle, 'acervo_saml=someone-else');
    expect(elsewhere.statusCode).toBe(422);
  });

  const refusal = (message: string) => ({ message, code: 'SAML_ERRO' });

  it('refuses a response whose NameID was changed after signing', async () => {
    const { response } = await roundTrip({ nameId: 'daniel.alves' }, (xml) =>
      xml.replace('>daniel.alves</saml:NameID>', '>2024001</saml:NameID>'),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(
      refusal('The identity provider’s response has no valid signature. Please log in again.'),
    );
  });

  it('refuses an unsigned response', async () => {
    const { response } = await roundTrip({ nameId: '2024001', signResponse: false, signAssertion: false });
    expect(response.json().message).toMatch(/no valid signature/);
  });

  it('refuses an assertion for another service', async () => {
    const { response } = await roundTrip({ nameId: '2024001', audience: 'https://other.example/sp' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(
      refusal('The identity provider’s response was issued for another service.'),
    );
  });

  it('refuses an expired assertion', async () => {
    const { response } = await roundTrip({
      nameId: '2024001',
      issuedAt: new Date(Date.now() - 20 * 60_000),
      validForSeconds: 300,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(
      refusal('The identity provider’s response has expired or is not valid yet. Please log in again.'),
    );
  });

  it('refuses a replayed response, within its validity', async () => {
    const { request, xml, response } = await roundTrip({ nameId: '2024001' });
    expect(response.statusCode).toBe(200);
    // The same signed response posted again, for the same login and for a fresh one.
    expect((await post(request, xml)).searchParams.get('erro')).toBe('SamlLoginInvalido');
    const fresh = await start();
    const back = await post({ ...request, relayState: fresh.request.relayState }, xml);
    const replay = await validate(back.searchParams.get('saml')!, fresh.cookie, '5');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SAML_ERRO');
  });

  it('remembers consumed assertion ids in the database until they expire', async () => {
    const until = new Date(Date.now() + 60_000);
    expect(await consumeSamlAssertion(context.db, '_assertion-1', until)).toBe(true);
    expect(await consumeSamlAssertion(context.db, '_assertion-1', until)).toBe(false);
    expect(await consumeSamlAssertion(context.db, '_expired', new Date(Date.now() - 1000))).toBe(true);
    // An expired entry is forgotten at the next consumption.
    await consumeSamlAssertion(context.db, '_assertion-2', until);
    const rows = await context.db.query('select id from saml_consumido where id = $1', ['_expired']);
    expect(rows).toEqual([]);
  });

  it('tells a patron the provider knows but the library does not', async () => {
    const { response } = await roundTrip({ nameId: 'nobody.here' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(
      refusal('Your identity-provider account does not match any library user.'),
    );
  });

  it('sends a response for no login in flight back to the portal with an error', async () => {
    const { request } = await start();
    const xml = idp.respond({ request, audience: entityId, nameId: '2024001' });
    const back = await post({ ...request, relayState: 'made-up' }, xml);
    expect(back.searchParams.get('erro')).toBe('SamlLoginInvalido');
  });

  it('refuses a redirect outside the portal', async () => {
    const response = await context.app.inject({ url: '/api/saml/login?redirect=%2F%2Fevil.example' });
    expect(response.statusCode).toBe(422);
  });

  it('says SAML is the way in', async () => {
    const response = await context.app.inject({ url: '/api/parametros/instituicao' });
    expect(response.json().parametros.modo_autenticacao).toBe('saml');
  });
});

describe('SAML login mapped by an attribute', () => {
  const context = useTestApp({
    config: settings({ loginAttribute: 'urn:oid:2.16.840.1.113730.3.1.3', signed: 'assertion' }),
  });
  const { roundTrip } = samlLogin(context);

  it('finds the patron by the configured attribute, not the NameID', async () => {
    const { response } = await roundTrip({
      nameId: 'opaque-4f1c',
      attributes: { 'urn:oid:2.16.840.1.113730.3.1.3': 'daniel.alves' },
      signResponse: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.login).toBe('daniel.alves');
  });

  it('refuses the attribute changed after signing', async () => {
    const { response } = await roundTrip(
      {
        nameId: 'opaque-4f1c',
        attributes: { 'urn:oid:2.16.840.1.113730.3.1.3': 'daniel.alves' },
        signResponse: false,
      },
      (xml) => xml.replace('>daniel.alves<', '>2024001<'),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/no valid signature/);
  });
});

describe('without SAML', () => {
  const context = useTestApp();

  it('answers that SAML is not configured, and keeps the institution’s own mode', async () => {
    const login = await context.app.inject({ url: '/api/saml/login' });
    expect(login.statusCode).toBe(404);
    expect(login.json().code).toBe('SAML_NAO_CONFIGURADO');
    const institution = await context.app.inject({ url: '/api/parametros/instituicao' });
    expect(institution.json().parametros.modo_autenticacao).toBe('senha');
  });
});

describe('SAML settings from the environment', () => {
  it('needs the provider’s certificate, takes several, and names our entity id after PUBLIC_URL', () => {
    expect(() => loadConfig({ SAML_ENTRY_POINT: entryPoint })).toThrow(/SAML_IDP_CERT/);
    const config = loadConfig({
      PUBLIC_URL: 'https://biblioteca.example/',
      SAML_ENTRY_POINT: entryPoint,
      SAML_IDP_CERT: `${idp.certificate}\n${idp.certificate}`,
    });
    expect(config.saml).toMatchObject({
      entityId: 'https://biblioteca.example/api/saml/metadata',
      signed: 'both',
      clockSkew: 60,
      loginAttribute: undefined,
    });
    expect(config.saml?.idpCerts).toHaveLength(2);
    expect(loadConfig({}).saml).toBeNull();
  });
});
