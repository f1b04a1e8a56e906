import { oidcAuthorizePath, oidcValidatePath, samlValidatePath } from '@acervo/contract';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { lazySchema } from '../../lib/api/lazy-schema.ts';

// The answers' schemas load with the first call that needs them: the login page carries no zod.
const logins = () => import('@acervo/contract/people/logins');
const recovery = () => import('@acervo/contract/people/recovery');
const duplicatesResponseSchema = lazySchema(() => logins().then((m) => m.duplicatesResponseSchema));
const personLoginsResponseSchema = lazySchema(() => logins().then((m) => m.personLoginsResponseSchema));
const loginSwapResponseSchema = lazySchema(() => logins().then((m) => m.loginSwapResponseSchema));
const recoveryStartResponseSchema = lazySchema(() => recovery().then((m) => m.recoveryStartResponseSchema));
const recoveryValidateResponseSchema = lazySchema(() =>
  recovery().then((m) => m.recoveryValidateResponseSchema),
);
const messageResponseSchema = lazySchema(() => recovery().then((m) => m.messageResponseSchema));
const oidcAuthorizeResponseSchema = lazySchema(() =>
  import('@acervo/contract/auth/oidc').then((m) => m.oidcAuthorizeResponseSchema),
);
const oidcValidateResponseSchema = lazySchema(() =>
  import('@acervo/contract/auth/oidc').then((m) => m.oidcValidateResponseSchema),
);
const samlValidateResponseSchema = lazySchema(() =>
  import('@acervo/contract/auth/saml').then((m) => m.samlValidateResponseSchema),
);
const redirectUrlResponseSchema = lazySchema(() =>
  import('@acervo/contract/people/redirects').then((m) => m.redirectUrlResponseSchema),
);

const recoveryPath = (usuario: string) => `/api/pessoas/${encodeURIComponent(usuario)}/recuperar-senha`;

/** The auth and people calls the login area makes (spec §7), one function each. */
export const authApi = {
  duplicates: (client: ApiClient, usuario: string) =>
    client.request('/api/pessoas/duplicadas', { schema: duplicatesResponseSchema, query: { usuario } }),
  // The OIDC calls are login calls like the token call: they need no token, and their 401 means the
  // login failed (OIDC_ERRO), not that a token lapsed, so it must not trigger a renewal and a retry
  // (a retried /validar meets a spent nonce and hides the provider's reason).
  oidcAuthorize: (client: ApiClient, login: string, redirect: string) =>
    client.request(oidcAuthorizePath, {
      schema: oidcAuthorizeResponseSchema,
      auth: 'none',
      query: { login, redirect },
    }),
  oidcValidate: (client: ApiClient, nonce: string) =>
    client.request(oidcValidatePath, {
      schema: oidcValidateResponseSchema,
      auth: 'none',
      method: 'POST',
      body: { nonce },
    }),
  // Like the OIDC calls: a 401 is a refused login (SAML_ERRO), never a lapsed token to renew.
  samlValidate: (client: ApiClient, saml: string) =>
    client.request(samlValidatePath, {
      schema: samlValidateResponseSchema,
      auth: 'none',
      method: 'POST',
      body: { saml },
    }),
  personLogins: (client: ApiClient) =>
    client.request('/api/pessoas/login', { schema: personLoginsResponseSchema, auth: 'private' }),
  swapLogin: (client: ApiClient, codigo: number, base: string) =>
    client.request('/api/pessoas/troca-login', {
      schema: loginSwapResponseSchema,
      auth: 'private',
      method: 'PUT',
      body: { codigo, base },
    }),
  providerLink: (client: ApiClient, base: string) =>
    client.request('/api/pessoas/meu-pergamum/redirect-base', {
      schema: redirectUrlResponseSchema,
      auth: 'private',
      method: 'PUT',
      body: { base },
    }),
  recoveryStart: (client: ApiClient, usuario: string, recaptchaToken?: string) =>
    client.request(recoveryPath(usuario), {
      schema: recoveryStartResponseSchema,
      query: { recaptcha_token: recaptchaToken },
    }),
  recoveryValidate: (client: ApiClient, usuario: string, code: string) =>
    client.request(recoveryPath(usuario), {
      schema: recoveryValidateResponseSchema,
      method: 'POST',
      body: { code },
    }),
  recoveryFinish: (client: ApiClient, usuario: string, code: string, password: string) =>
    client.request(recoveryPath(usuario), {
      schema: messageResponseSchema,
      method: 'PUT',
      body: { code, password },
    }),
};
