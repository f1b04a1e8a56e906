import {
  apiErrorSchema,
  appLayersAuthResponseSchema,
  redirectBaseBodySchema,
  redirectPage,
  redirectTokenResponseSchema,
  redirectUrlResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { issueRedirectToken, redirectTokenTtl } from '../auth/redirect-tokens.ts';
import { readInstitutionSettings } from '../institution/institution-settings.ts';
import type { PeopleDeps } from './people-deps.ts';

const tags = ['People'];
const notConfigured = () => new HttpError(404, 'RedirecionamentoNaoConfigurado', { code: 'NAO_CONFIGURADO' });

function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Addresses opened in a new tab already logged in (spec §7 "operations without a path": the
 * personal-area and base access URLs; ADR 035). Each carries a one-time token that the portal's
 * `/pergamum_redireciona` page (or a configured external system) trades for a session with the
 * `redirect_token` grant within two minutes.
 */
export function redirectRoutes({ db, publicUrl, providers }: PeopleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const portalLink = async (codLogin: number, purpose: string, query: Record<string, string>) => {
      const { token } = await issueRedirectToken(db, codLogin, purpose);
      return withQuery(`${publicUrl}${redirectPage}`, { token, ...query });
    };

    app.get(
      '/meu-pergamum/redirect',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The personal-area access URL (opens My area logged in)',
          response: { 200: redirectUrlResponseSchema },
        },
      },
      async (request) => ({
        url: await portalLink(patronOf(request).codLogin, 'meu-pergamum', { destino: 'M' }),
      }),
    );

    app.put(
      '/meu-pergamum/redirect-base',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'The base access URL: opens one of the institution’s databases logged in, or a content provider’s signed link when `base` is its redirect value',
          body: redirectBaseBodySchema,
          response: { 200: redirectUrlResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const base = request.body.base;
        const patron = patronOf(request);
        // The login's provider redirects (spec §2) land here: providers answer their signed link.
        if (await providers.byRedirect(base)) {
          const link = await providers.link({ redirect: base }, patron.codPessoa, requestLocale(request));
          return { url: link.url, nova_aba: link.nova_aba };
        }
        const { settings } = await readInstitutionSettings(db);
        if (!settings.redirecionamentos?.bases?.[base]) throw notConfigured();
        return { url: await portalLink(patron.codLogin, 'base', { base }) };
      },
    );

    app.post(
      '/postagem-trabalho/redirect',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The thesis and paper submission system’s address, with a one-time ticket',
          response: { 200: redirectUrlResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { settings } = await readInstitutionSettings(db);
        const target = settings.redirecionamentos?.postagem_trabalho;
        if (!target) throw notConfigured();
        const { token } = await issueRedirectToken(db, patronOf(request).codLogin, 'postagem-trabalho');
        return { url: withQuery(target, { token }) };
      },
    );

    app.get(
      '/token-redireciona',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'A one-time token (two minutes) another tab trades for a session (grant redirect_token)',
          response: { 200: redirectTokenResponseSchema },
        },
      },
      async (request) => {
        const { token, expiresAt } = await issueRedirectToken(
          db,
          patronOf(request).codLogin,
          'token-redireciona',
        );
        return { token, expira_em: expiresAt.toISOString(), expires_in: redirectTokenTtl };
      },
    );

    app.get(
      '/autenticar/app-layers',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Sign the patron in to the institution’s app (App Layers) with a one-time ticket',
          response: { 200: appLayersAuthResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { settings } = await readInstitutionSettings(db);
        const appLayers = settings.app_layers;
        if (!appLayers?.ativo || !appLayers.url) throw notConfigured();
        const { token } = await issueRedirectToken(db, patronOf(request).codLogin, 'app-layers');
        return { url: withQuery(appLayers.url, { token }), token };
      },
    );
  };
}
