import { apiErrorSchema, tokenRequestSchema, tokenResponseSchema } from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../i18n/locale.ts';
import type { AuthService } from './auth-service.ts';

/**
 * `POST …/oauth/token` (spec §7 Auth). Registered at `/oauth/token` (where real Pergamum clients
 * post) and at `/api/oauth/token`. Accepts JSON and form-urlencoded bodies.
 */
export function tokenRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/token',
      {
        schema: {
          tags: ['Auth'],
          summary: 'OAuth token: password, client_credentials, refresh_token or redirect_token grant',
          description:
            'Client id 4 (number or string). Failures answer `{ message, code }`: 400 bad request, 401 wrong ' +
            'credentials or spent refresh token, 422 missing fields, 429 too many attempts, 430 ' +
            '`ACESSO_BLOQUEADO` for a locked account.',
          consumes: ['application/json', 'application/x-www-form-urlencoded'],
          body: tokenRequestSchema,
          response: {
            200: tokenResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
            430: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
        return auth.token(request.body, { ip: request.ip, locale: requestLocale(request) });
      },
    );
  };
}
