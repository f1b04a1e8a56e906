import {
  apiErrorSchema,
  finesResponseSchema,
  loanHistoryQuerySchema,
  loanHistoryResponseSchema,
  loanStatisticsQuerySchema,
  loanStatisticsResponseSchema,
  loanTokenResponseSchema,
  pendingDebtsResponseSchema,
  pendingTitlesQuerySchema,
  pendingTitlesResponseSchema,
  renewalBodySchema,
  renewalQuerySchema,
  renewalResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../i18n/locale.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import type { LoansService } from './loans-service.ts';

const tags = ['Loans'];

/** Loans of spec §7 under /api/emprestimo: open loans, renewals, history, debts, loan token. */
export function loansRoutes(loans: LoansService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/titulos-pendentes',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s open loans (`titulos[]`), soonest due first',
          querystring: pendingTitlesQuerySchema,
          response: { 200: pendingTitlesResponseSchema },
        },
      },
      async (request) =>
        loans.openLoans(patronOf(request), requestLocale(request), request.query.showDetails),
    );

    app.post(
      '/renovacao',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Renew one or several loans (`[{ codExemplar, codBibliotecaExemplar }]`) or all (`?todos=true`); answers per item',
          querystring: renewalQuerySchema,
          body: renewalBodySchema,
          response: { 200: renewalResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        loans.renew(
          patronOf(request),
          { all: request.query.todos, items: request.body ?? [] },
          requestLocale(request),
          request.log,
        ),
    );

    app.get(
      '/historico',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Loans borrowed in a period (`dataIni`, `dataFim`), with their fines; `multa=1` keeps those with a fine',
          querystring: loanHistoryQuerySchema,
          response: { 200: loanHistoryResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const { dataIni, dataFim, multa } = request.query;
        return loans.history(patronOf(request).codPessoa, { dataIni, dataFim, onlyWithFines: multa });
      },
    );

    app.get(
      '/estatisticas',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'The patron’s loans in numbers over a period (`dataIni`, `dataFim`, `biblioteca`): returned late, renewals, holds, fines, per year, library and work type',
          querystring: loanStatisticsQuerySchema,
          response: { 200: loanStatisticsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const { dataIni, dataFim, biblioteca } = request.query;
        return loans.statistics(
          patronOf(request).codPessoa,
          { dataIni, dataFim, biblioteca },
          requestLocale(request),
        );
      },
    );

    app.get(
      '/debitos-pendentes',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Unpaid fines with amount, discount, paid amount and what is still owed',
          response: { 200: pendingDebtsResponseSchema },
        },
      },
      async (request) => loans.pendingDebts(patronOf(request).codPessoa),
    );

    app.get(
      '/multas',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Every fine of the patron, paid or not, newest first',
          response: { 200: finesResponseSchema },
        },
      },
      async (request) => loans.fines(patronOf(request).codPessoa),
    );

    app.get(
      '/token',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s loan token still valid',
          response: { 200: loanTokenResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => loans.currentToken(patronOf(request).codPessoa),
    );

    app.post(
      '/token',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Generate a new loan token (the previous one stops being valid)',
          response: { 201: loanTokenResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await loans.newToken(patronOf(request))),
    );
  };
}
