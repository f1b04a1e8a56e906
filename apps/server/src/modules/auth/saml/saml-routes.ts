import { randomBytes } from 'node:crypto';
import {
  apiErrorSchema,
  samlLoginQuerySchema,
  samlResponsePage,
  samlValidateBodySchema,
  samlValidateResponseSchema,
} from '@acervo/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { HttpError } from '../../../http/http-error.ts';
import { requestLocale } from '../../../i18n/locale.ts';
import type { AuthService } from '../auth-service.ts';
import { SamlRefusal, type SamlRefusalReason, type SamlServiceProvider } from './saml-service-provider.ts';
import {
  claimSamlSession,
  completeSamlSession,
  consumeSamlAssertion,
  findLoginForSamlIdentity,
  findPendingSamlSession,
  samlSessionTtl,
  saveSamlSession,
} from './saml-session-repository.ts';

const notConfigured = () => new HttpError(404, 'SamlNaoConfigurado', { code: 'SAML_NAO_CONFIGURADO' });

/**
 * The browser that started a login holds its handle in a cookie only this API reads: a handle
 * from another browser's `/saml-response` is refused at `/validar` (login CSRF).
 */
const handleCookie = 'acervo_saml';

function setHandleCookie(reply: FastifyReply, handle: string, secure: boolean) {
  reply.header(
    'set-cookie',
    `${handleCookie}=${handle}; Path=/api/saml; Max-Age=${samlSessionTtl}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

function handleFromCookie(request: FastifyRequest): string | null {
  const pair = request.headers.cookie?.split(/;\s*/).find((part) => part.startsWith(`${handleCookie}=`));
  return pair ? pair.slice(handleCookie.length + 1) : null;
}

/**
 * SAML 2.0 login (spec §7; ADR 077): `/login` sends the browser to the provider with an
 * AuthnRequest, the provider posts its response to `/acs`, which checks it and sends the browser
 * to the portal's `/saml-response?saml=`; the portal trades that handle for tokens at `/validar`.
 */
export function samlRoutes(deps: {
  db: Database;
  saml: SamlServiceProvider | null;
  auth: AuthService;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  const { db, saml, auth, publicUrl } = deps;
  const secureCookie = publicUrl.startsWith('https:');
  return async (app) => {
    app.get(
      '/metadata',
      {
        schema: {
          tags: ['Auth'],
          summary: 'This service provider’s SAML metadata, for the identity provider',
          response: { 200: z.string(), 404: apiErrorSchema },
        },
      },
      async (_request, reply) => {
        if (!saml) throw notConfigured();
        return reply.type('application/samlmetadata+xml').send(saml.metadata());
      },
    );

    app.get(
      '/login',
      {
        schema: {
          tags: ['Auth'],
          summary: 'Start a SAML login: redirects the browser to the identity provider',
          querystring: samlLoginQuerySchema,
          response: { 302: z.null(), 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (!saml) throw notConfigured();
        const handle = randomBytes(24).toString('base64url');
        const { url, requestId } = await saml.start(handle);
        await saveSamlSession(db, { handle, requestId, redirect: request.query.redirect ?? '/' });
        setHandleCookie(reply, handle, secureCookie);
        reply.header('cache-control', 'no-store');
        return reply.redirect(url, 302);
      },
    );

    app.post(
      '/acs',
      {
        schema: {
          tags: ['Auth'],
          summary:
            'Assertion consumer service: the provider posts its response here; redirects to the portal’s /saml-response',
          consumes: ['application/x-www-form-urlencoded'],
          body: z.object({
            SAMLResponse: z.string().min(1).max(500_000),
            RelayState: z.string().max(200).optional(),
          }),
          response: { 303: z.null() },
        },
      },
      async (request, reply) => {
        const back = (query: Record<string, string>) =>
          reply.redirect(`${publicUrl}${samlResponsePage}?${new URLSearchParams(query)}`, 303);
        const session = request.body.RelayState
          ? await findPendingSamlSession(db, request.body.RelayState)
          : null;
        if (!saml || !session) return back({ erro: 'SamlLoginInvalido' });

        let outcome: { codLogin: number } | { error: string };
        try {
          const assertion = await saml.finish(request.body.SAMLResponse);
          if (assertion.inResponseTo !== session.requestId) {
            throw new SamlRefusal('SamlLoginInvalido', 'the response answers another login');
          }
          if (!(await consumeSamlAssertion(db, assertion.assertionId, assertion.expiresAt))) {
            throw new SamlRefusal('SamlRespostaReutilizada', 'the response was used before');
          }
          const codLogin = assertion.loginName
            ? await findLoginForSamlIdentity(db, assertion.loginName)
            : null;
          outcome = codLogin === null ? { error: 'SamlUsuarioNaoEncontrado' } : { codLogin };
        } catch (caught) {
          request.log.warn({ err: caught }, 'SAML response refused');
          outcome = { error: storedError(caught) };
        }
        await completeSamlSession(db, session.handle, outcome);
        return back({ saml: session.handle });
      },
    );

    app.post(
      '/validar',
      {
        schema: {
          tags: ['Auth'],
          summary: 'Trade the handle from /saml-response for the patron’s tokens (once)',
          body: samlValidateBodySchema,
          response: {
            200: samlValidateResponseSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        if (!saml) throw notConfigured();
        reply.header('cache-control', 'no-store');
        const handle = request.body.saml;
        const claimed =
          handleFromCookie(request) === handle
            ? await claimSamlSession(db, handle)
            : { state: 'unknown' as const };
        if (claimed.state === 'ok') {
          const session = await auth.openSession(claimed.codLogin, requestLocale(request));
          return { ...session, redirect: claimed.redirect };
        }
        if (claimed.state === 'error') {
          const { reason, detail } = readStoredError(claimed.error);
          throw new HttpError(401, reason, { code: 'SAML_ERRO', values: { detail } });
        }
        throw new HttpError(422, 'SamlLoginInvalido', {
          code: 'SAML_LOGIN_INVALIDO',
          fields: { saml: 'SamlLoginInvalido' },
        });
      },
    );
  };
}

type StoredReason = SamlRefusalReason | 'SamlUsuarioNaoEncontrado';
const storedReasons = new Set<string>([
  'SamlAssinaturaInvalida',
  'SamlForaDoPrazo',
  'SamlAudienciaInvalida',
  'SamlLoginInvalido',
  'SamlRespostaReutilizada',
  'SamlUsuarioNaoEncontrado',
] satisfies StoredReason[]);

/** A refusal as stored for `/validar`: its message id, and the provider's words when no id fits. */
function storedError(error: unknown): string {
  if (error instanceof SamlRefusal && error.reason !== 'SamlFalhou') return error.reason;
  const detail = error instanceof Error ? error.message : String(error);
  return `SamlFalhou:${detail.slice(0, 300)}`;
}

function readStoredError(stored: string): { reason: StoredReason | 'SamlFalhou'; detail: string } {
  if (storedReasons.has(stored)) return { reason: stored as StoredReason, detail: '' };
  return { reason: 'SamlFalhou', detail: stored.replace(/^SamlFalhou:/, '') };
}
