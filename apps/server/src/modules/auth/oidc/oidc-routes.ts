import { randomBytes } from 'node:crypto';
import {
  apiErrorSchema,
  oauthResponsePage,
  oidcAuthorizeQuerySchema,
  oidcAuthorizeResponseSchema,
  oidcValidateBodySchema,
  oidcValidateResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { HttpError } from '../../../http/http-error.ts';
import { requestLocale } from '../../../i18n/locale.ts';
import type { AuthService } from '../auth-service.ts';
import type { OidcRelyingParty } from './oidc-relying-party.ts';
import {
  claimOidcSession,
  completeOidcSession,
  findLoginForIdentity,
  findPendingOidcSession,
  saveOidcSession,
} from './oidc-session-repository.ts';

const notConfigured = () => new HttpError(404, 'OidcNaoConfigurado', { code: 'OIDC_NAO_CONFIGURADO' });

/**
 * OpenID Connect login (spec §4, §7; ADR 033): the portal asks for the provider's link, the browser
 * logs in there and comes back to the callback, which finishes the code exchange on the server and
 * sends the browser to the portal's `/oauth-response?nonce=`; the portal trades the nonce for tokens.
 */
export function oidcRoutes(deps: {
  db: Database;
  oidc: OidcRelyingParty | null;
  auth: AuthService;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  const { db, oidc, auth, publicUrl } = deps;
  return async (app) => {
    app.get(
      '/authorize',
      {
        schema: {
          tags: ['Auth'],
          summary:
            'Start a login at the identity provider: its link and the nonce to collect the result with',
          querystring: oidcAuthorizeQuerySchema,
          response: {
            200: oidcAuthorizeResponseSchema,
            404: apiErrorSchema,
            422: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
      },
      async (request) => {
        if (!oidc) throw notConfigured();
        const loginHint = request.query.login || undefined;
        let started;
        try {
          started = await oidc.start({ loginHint });
        } catch (error) {
          request.log.warn({ err: error }, 'OpenID provider unavailable');
          throw new HttpError(502, 'OidcIndisponivel', { code: 'OIDC_INDISPONIVEL' });
        }
        const nonce = randomBytes(24).toString('base64url');
        await saveOidcSession(db, {
          nonce,
          state: started.state,
          codeVerifier: started.codeVerifier,
          oidcNonce: started.nonce,
          redirect: request.query.redirect ?? '/',
          loginHint: loginHint ?? null,
        });
        return { link: started.url, nonce };
      },
    );

    app.get(
      '/callback',
      {
        schema: {
          tags: ['Auth'],
          summary:
            'Where the identity provider returns the browser; redirects to the portal’s /oauth-response',
          querystring: z.object({
            state: z.string().max(500).optional(),
            code: z.string().max(4000).optional(),
            error: z.string().max(200).optional(),
            error_description: z.string().max(1000).optional(),
          }),
        },
      },
      async (request, reply) => {
        const back = (query: Record<string, string>) =>
          reply.redirect(`${publicUrl}${oauthResponsePage}?${new URLSearchParams(query)}`, 302);
        const session = request.query.state ? await findPendingOidcSession(db, request.query.state) : null;
        if (!oidc || !session) return back({ erro: 'OidcNonceInvalido' });

        if (request.query.error) {
          await completeOidcSession(db, session.nonce, {
            error: request.query.error_description ?? request.query.error,
          });
          return back({ nonce: session.nonce });
        }
        try {
          const callbackUrl = new URL(request.url, `${publicUrl}/`);
          const identity = await oidc.finish(callbackUrl, {
            state: session.state,
            codeVerifier: session.codeVerifier,
            nonce: session.oidcNonce,
          });
          const codLogin = await findLoginForIdentity(db, identity);
          await completeOidcSession(
            db,
            session.nonce,
            codLogin === null ? { error: 'OidcUsuarioNaoEncontrado' } : { codLogin },
          );
        } catch (error) {
          request.log.warn({ err: error }, 'OpenID code exchange failed');
          const detail = error instanceof Error ? error.message : String(error);
          await completeOidcSession(db, session.nonce, { error: detail.slice(0, 500) });
        }
        return back({ nonce: session.nonce });
      },
    );

    app.post(
      '/validar',
      {
        schema: {
          tags: ['Auth'],
          summary: 'Trade the nonce from /oauth-response for the patron’s tokens (once)',
          body: oidcValidateBodySchema,
          response: {
            200: oidcValidateResponseSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        if (!oidc) throw notConfigured();
        reply.header('cache-control', 'no-store');
        const claimed = await claimOidcSession(db, request.body.nonce);
        if (claimed.state === 'ok') {
          const session = await auth.openSession(claimed.codLogin, requestLocale(request));
          return { ...session, redirect: claimed.redirect };
        }
        if (claimed.state === 'error') {
          if (claimed.error === 'OidcUsuarioNaoEncontrado') {
            throw new HttpError(401, 'OidcUsuarioNaoEncontrado', { code: 'OIDC_ERRO' });
          }
          throw new HttpError(401, 'OidcFalhou', { code: 'OIDC_ERRO', values: { detail: claimed.error } });
        }
        throw new HttpError(422, 'OidcNonceInvalido', {
          code: 'OIDC_NONCE_INVALIDO',
          fields: { nonce: 'OidcNonceInvalido' },
        });
      },
    );
  };
}
