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
  type RenewalRefusalCode,
  renewalBodySchema,
  renewalQuerySchema,
  renewalResponseSchema,
  toBrazilianDate,
  toWireCode,
  toWireFlag,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { type MessageId, translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { ownOr404 } from '../access/patron-owned.ts';
import { assertLibrary } from '../access/permissions.ts';
import { loanStatistics } from './loan-statistics.ts';
import { currentLoanToken, createLoanToken } from './loan-tokens.ts';
import { listFines, listOpenLoans, loanHistory, refusalFor } from './loans-repository.ts';
import { patronStanding } from '../patron-standing/patron-standing.ts';
import { renewalReceiptMail } from './renewal-receipt.ts';
import { renewLoans } from './renewals.ts';
import type { LibraryTime } from '../../time/library-time.ts';

const tags = ['Loans'];

/** The message explaining each renewal refusal. */
export const refusalMessages: Record<RenewalRefusalCode, MessageId> = {
  NAO_ENCONTRADO: 'RenovacaoNaoEncontrado',
  RESERVADO: 'RenovacaoReservado',
  ATRASADO: 'RenovacaoAtrasado',
  LIMITE_RENOVACOES: 'RenovacaoLimite',
  AFASTAMENTO: 'AfastamentoAtivo',
  DEBITO: 'DebitoPendente',
  LOGIN_BLOQUEADO: 'LoginBloqueado',
  PRAZO_NAO_AMPLIADO: 'RenovacaoPrazoNaoAmpliado',
};

/** Loans of spec §7 under /api/emprestimo: open loans, renewals, history, debts, loan token. */
export function loansRoutes(db: Database, mailer: Mailer, time: LibraryTime): FastifyPluginAsyncZod {
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
      async (request) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const [loans, standing] = await Promise.all([
          listOpenLoans(db, me.codPessoa, time),
          request.query.showDetails ? patronStanding(db, me.codLogin, time.today()) : null,
        ]);
        return {
          titulos: loans.map((loan) => {
            const refusal = standing ? refusalFor(standing, loan) : null;
            return {
              codEmprestimo: loan.cod_emprestimo,
              codAcervo: loan.cod_acervo,
              descricao: loan.descricao,
              dataDevolucaoPrevista: toBrazilianDate(loan.data_devolucao_prevista),
              qtdeRenovacoes: String(loan.qtde_renovacoes),
              reservado: toWireFlag(loan.reservado),
              codExemplar: toWireCode(loan.cod_exemplar),
              codBibliotecaExemplar: toWireCode(loan.cod_biblioteca),
              ...(standing
                ? {
                    detalhes: {
                      tombo: loan.tombo,
                      biblioteca: loan.desc_biblioteca,
                      dataEmprestimo: loan.data_emprestimo,
                      dataDevolucaoPrevistaIso: loan.data_devolucao_prevista,
                      limiteRenovacoes: standing.renewalLimit,
                      diasAtraso: loan.dias_atraso,
                      multaPrevista: Math.round(loan.dias_atraso * loan.multa_diaria * 100) / 100,
                      impedimento: refusal
                        ? {
                            codigo: refusal.code,
                            mensagem: translate(locale, refusalMessages[refusal.code], refusal.values),
                          }
                        : null,
                    },
                  }
                : {}),
            };
          }),
        };
      },
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
      async (request) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const items = request.body ?? [];
        if (!request.query.todos && items.length === 0) {
          throw new HttpError(422, 'DadosInvalidos', {
            code: 'VALIDACAO',
            fields: { body: 'RenovacaoEscolhaItens' },
          });
        }
        const { patron, outcomes } = await renewLoans(
          db,
          me.codLogin,
          request.query.todos ? 'all' : items,
          time,
        );
        const renewed = outcomes.filter((outcome) => !outcome.refusal);
        if (renewed.length > 0 && patron?.email) {
          // After the commit: the renewals stand even if the receipt cannot be sent.
          try {
            await mailer.send(
              renewalReceiptMail(locale, { to: patron.email.split(';'), name: patron.nome, renewed }),
            );
          } catch (error) {
            request.log.warn({ err: error }, 'renewal receipt mail failed');
          }
        }
        const renovados = renewed.length;
        const recusados = outcomes.length - renovados;
        return {
          renovacoes: outcomes.map((outcome) => ({
            codExemplar: toWireCode(outcome.codExemplar),
            codBibliotecaExemplar: toWireCode(outcome.codBibliotecaExemplar),
            descricao: outcome.descricao,
            sucesso: !outcome.refusal,
            dataDevolucaoPrevista: outcome.dataDevolucaoPrevista
              ? toBrazilianDate(outcome.dataDevolucaoPrevista)
              : null,
            qtdeRenovacoes: outcome.qtdeRenovacoes === null ? null : String(outcome.qtdeRenovacoes),
            motivo: outcome.refusal
              ? {
                  codigo: outcome.refusal,
                  mensagem: translate(locale, refusalMessages[outcome.refusal], outcome.values),
                }
              : null,
          })),
          renovados,
          recusados,
          message: translate(locale, outcomes.length === 0 ? 'RenovacaoNadaARenovar' : 'RenovacaoResumo', {
            renovados,
            recusados,
          }),
        };
      },
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
        const me = patronOf(request);
        const { dataIni, dataFim, multa } = request.query;
        return {
          historico: await loanHistory(db, me.codPessoa, { dataIni, dataFim, onlyWithFines: multa }, time),
        };
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
        if (biblioteca !== undefined) await assertLibrary(db, biblioteca, 'biblioteca');
        return loanStatistics(
          db,
          patronOf(request).codPessoa,
          { dataIni, dataFim, biblioteca },
          requestLocale(request),
          time,
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
      async (request) => {
        const debitos = await listFines(db, patronOf(request).codPessoa, true);
        const total = Math.round(debitos.reduce((sum, fine) => sum + fine.valorDevido, 0) * 100) / 100;
        return { debitos, total };
      },
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
      async (request) => ({ multas: await listFines(db, patronOf(request).codPessoa, false) }),
    );

    const tokenResponse = (row: { codigo: string; valido_ate: Date }) => ({
      token: row.codigo,
      validade: row.valido_ate.toISOString(),
      validadeFormatada: time.formatDateTime(row.valido_ate),
    });

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
      async (request) => {
        const row = await currentLoanToken(db, patronOf(request).codPessoa, time);
        return tokenResponse(ownOr404(row, 'TokenEmprestimoInexistente'));
      },
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
      async (request, reply) => {
        const me = patronOf(request);
        const row = await createLoanToken(db, me.codPessoa, me.codLogin, time);
        return reply.status(201).send(tokenResponse(row));
      },
    );
  };
}
