import { apiErrorSchema, authErrorCodes } from '@acervo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import type { AccessTokens } from './access-tokens.ts';

/**
 * How a route wants its caller identified (spec §6: "private, public or private-if-present"):
 * - `none`: no token needed; a valid one still identifies the caller.
 * - `public`: any valid token, public (client credentials) or a patron's.
 * - `private`: a patron's token.
 * - `private-if-present`: anonymous is fine, but a token that is sent must be valid (a stale one
 *   gets 401 so the client refreshes it) and identifies the patron.
 */
export type AuthLevel = 'none' | 'public' | 'private' | 'private-if-present';

export type PatronCaller = {
  kind: 'patron';
  codPessoa: number;
  codLogin: number;
  usuario: string;
  /** The session (refresh-token family): swap user and logout end it. */
  sessao: string;
};
type Caller = { kind: 'anonymous' } | { kind: 'public' } | PatronCaller;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; see AuthLevel. Omitted means `none`. */
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    /** The identified caller, set before validation by the auth hook. */
    caller: Caller;
  }
}

/**
 * The patron behind a `private` (or identified `private-if-present`) request. Every My-area
 * handler reads the owner of the data from here, never from the request, so another patron's
 * data cannot be asked for.
 */
export function patronOf(request: FastifyRequest): PatronCaller {
  const caller = request.caller;
  if (caller.kind !== 'patron') {
    throw new HttpError(401, 'AutenticacaoNecessaria', { code: authErrorCodes.privateTokenRequired });
  }
  return caller;
}

/** The patron when one is identified, else null (for `private-if-present` and `none` routes). */
export function optionalPatronOf(request: FastifyRequest): PatronCaller | null {
  return request.caller.kind === 'patron' ? request.caller : null;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}

/**
 * Identifies every caller from `Authorization: Bearer …` and enforces each route's `config.auth`.
 * Registered on the root instance before any route, so it covers every module; it also marks
 * protected routes in the OpenAPI document.
 */
export function registerAuth(app: FastifyInstance, accessTokens: AccessTokens) {
  // Fastify wants decorations declared up front (a stable object shape); the hook fills it per request.
  app.decorateRequest('caller', null as never);

  app.addHook('onRoute', (route) => {
    const level = route.config?.auth ?? 'none';
    if (level === 'none' || !route.schema) return;
    const schema = route.schema as Record<string, unknown> & { response?: Record<string, unknown> };
    schema.security =
      level === 'private' || level === 'public' ? [{ bearerAuth: [] }] : [{ bearerAuth: [] }, {}];
    schema.response = { 401: apiErrorSchema, ...(schema.response ?? {}) };
  });

  app.addHook('onRequest', async (request) => {
    request.caller = { kind: 'anonymous' };
    const level = request.routeOptions.config?.auth ?? 'none';
    const token = bearerToken(request);
    if (token === null) {
      if (level === 'private' || level === 'public') {
        throw new HttpError(401, 'AutenticacaoNecessaria', { code: authErrorCodes.tokenInvalid });
      }
      return;
    }
    const verified = token ? await accessTokens.verify(token) : 'invalid';
    if (verified === 'expired' || verified === 'invalid') {
      if (level === 'none') return;
      throw verified === 'expired'
        ? new HttpError(401, 'SessaoExpirada', { code: authErrorCodes.tokenExpired })
        : new HttpError(401, 'TokenInvalido', { code: authErrorCodes.tokenInvalid });
    }
    request.caller = verified;
    if (level === 'private' && verified.kind !== 'patron') {
      throw new HttpError(401, 'AutenticacaoNecessaria', { code: authErrorCodes.privateTokenRequired });
    }
  });
}
