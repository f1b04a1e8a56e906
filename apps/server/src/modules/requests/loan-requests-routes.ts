import {
  apiErrorSchema,
  holdIdParamsSchema,
  loanRequestBodySchema,
  loanRequestCreatedResponseSchema,
  loanRequestOptionsResponseSchema,
  loanRequestsQuerySchema,
  loanRequestsResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { createLoanRequestsService } from './loan-requests-service.ts';

const tags = ['Loan requests'];

/** Loan requests of spec §7 under /api/solicitacao-emprestimo. */
export function loanRequestsRoutes(db: Database, time: LibraryTime): FastifyPluginAsyncZod {
  const loanRequests = createLoanRequestsService(db, time);

  return async (app) => {
    app.get(
      '/:id/informacoes-iniciais',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'What the loan-request form offers: libraries holding lendable copies, options, receiving units',
          params: holdIdParamsSchema,
          response: { 200: loanRequestOptionsResponseSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => loanRequests.options(patronOf(request), request.params.id),
    );

    app.post(
      '/:id',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Request a copy sent to a receiving unit (phone cleaned and cut at 16; e-mails separated by semicolons)',
          params: holdIdParamsSchema,
          body: loanRequestBodySchema,
          response: {
            201: loanRequestCreatedResponseSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await loanRequests.create(
              patronOf(request),
              request.params.id,
              request.body,
              requestLocale(request),
            ),
          ),
    );

    app.get(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'The patron’s loan requests by period and status (todos, aguardando, finalizado, nao_finalizado, …)',
          querystring: loanRequestsQuerySchema,
          response: { 200: loanRequestsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        loanRequests.list(patronOf(request).codPessoa, request.query, requestLocale(request)),
    );
  };
}
