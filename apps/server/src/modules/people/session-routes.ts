import {
  apiErrorSchema,
  duplicatesQuerySchema,
  duplicatesResponseSchema,
  loginSwapBodySchema,
  loginSwapResponseSchema,
  personLoginsResponseSchema,
  userSwapBodySchema,
  userSwapResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../i18n/locale.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import type { SessionService } from './session-service.ts';

const tags = ['People'];

/** Which login a session runs under: the person's logins, swapping login or user, duplicates. */
export function sessionRoutes(sessions: SessionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/login',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The logins of the logged-in person (login selector)',
          response: { 200: personLoginsResponseSchema },
        },
      },
      async (request) => sessions.logins(patronOf(request), requestLocale(request)),
    );

    app.put(
      '/troca-login',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Move the session to another login of the same person; answers the new tokens',
          body: loginSwapBodySchema,
          response: { 200: loginSwapResponseSchema, 404: apiErrorSchema, 430: apiErrorSchema },
        },
      },
      async (request) => ({
        ...(await sessions.swapLogin(patronOf(request), request.body.codigo, requestLocale(request))),
        base: request.body.base ?? null,
      }),
    );

    app.post(
      '/meu-pergamum/troca-usuario',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Swap to another user: ends this session and names the login to sign in with next',
          body: userSwapBodySchema,
          response: { 200: userSwapResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => sessions.swapUser(patronOf(request), request.body.usuario),
    );

    app.get(
      '/duplicadas',
      {
        schema: {
          tags,
          summary: 'Duplicate-person check before the password step (institution setting; company 571)',
          querystring: duplicatesQuerySchema,
          response: { 200: duplicatesResponseSchema },
        },
      },
      async (request) => sessions.duplicates(request.query.usuario, requestLocale(request)),
    );
  };
}
