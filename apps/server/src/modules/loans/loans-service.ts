import { randomInt } from 'node:crypto';
import { type RenewalRefusalCode, toBrazilianDate, toWireCode, toWireFlag } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { type MessageId, translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { ownOr404 } from '../access/patron-owned.ts';
import type { PatronCaller } from '../auth/auth-plugin.ts';
import { assertLibrary } from '../access/permissions.ts';
import { patronStanding } from '../patron-standing/patron-standing.ts';
import { loanFigures, loansByLibrary, loansByWorkType, loansByYear } from './loan-statistics-repository.ts';
import {
  currentLoanToken,
  endLoanTokens,
  insertLoanToken,
  listFines,
  listOpenLoans,
  loanHistory,
  type LoanTokenRow,
} from './loans-repository.ts';
import { renewalReceiptMail } from './renewal-receipt.ts';
import { renewalRefusal, renewLoans } from './renewals.ts';

/** The message explaining each renewal refusal. */
const refusalMessages: Record<RenewalRefusalCode, MessageId> = {
  NAO_ENCONTRADO: 'RenovacaoNaoEncontrado',
  RESERVADO: 'RenovacaoReservado',
  ATRASADO: 'RenovacaoAtrasado',
  LIMITE_RENOVACOES: 'RenovacaoLimite',
  AFASTAMENTO: 'AfastamentoAtivo',
  DEBITO: 'DebitoPendente',
  LOGIN_BLOQUEADO: 'LoginBloqueado',
  PRAZO_NAO_AMPLIADO: 'RenovacaoPrazoNaoAmpliado',
};

/** The caller's person and login: loans are the person's, renewals and tokens also name the login. */
type Patron = Pick<PatronCaller, 'codPessoa' | 'codLogin'>;
type CopyChoice = { codExemplar: number; codBibliotecaExemplar: number };
type Period = { dataIni?: string; dataFim?: string };

/** How long a loan token is valid (ADR 060): one day, long enough to reach the desk. */
const loanTokenHours = 24;

export type LoansService = ReturnType<typeof createLoansService>;

/**
 * The patron's loans (spec §7): open loans and what stands in the way of renewing each, renewals
 * with their receipt, history, statistics, fines and the loan token shown at the desk.
 */
export function createLoansService(db: Database, time: LibraryTime, mailer: Mailer) {
  const tokenAnswer = (row: LoanTokenRow) => ({
    token: row.codigo,
    validade: row.valido_ate.toISOString(),
    validadeFormatada: time.formatDateTime(row.valido_ate),
  });

  return {
    /** Open loans, soonest due first; `withDetails` adds each one's details and renewal refusal. */
    async openLoans(me: Patron, locale: ApiLocale, withDetails: boolean) {
      const [loans, standing] = await Promise.all([
        listOpenLoans(db, me.codPessoa, time),
        withDetails ? patronStanding(db, me.codLogin, time.today()) : null,
      ]);
      return {
        titulos: loans.map((loan) => {
          const refusal = standing ? renewalRefusal(standing, loan) : null;
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

    /**
     * Renews the chosen loans, or all of them, answering per item, and mails one receipt of those
     * renewed. Asking for neither is refused: an empty renewal is almost surely a client's mistake.
     */
    async renew(
      me: Patron,
      choice: { all: boolean; items: readonly CopyChoice[] },
      locale: ApiLocale,
      log: { warn: (obj: object, msg: string) => void },
    ) {
      if (!choice.all && choice.items.length === 0) {
        throw new HttpError(422, 'DadosInvalidos', {
          code: 'VALIDACAO',
          fields: { body: 'RenovacaoEscolhaItens' },
        });
      }
      const { patron, outcomes } = await renewLoans(db, me.codLogin, choice.all ? 'all' : choice.items, time);
      const renewed = outcomes.filter((outcome) => !outcome.refusal);
      if (renewed.length > 0 && patron?.email) {
        // After the commit: the renewals stand even if the receipt cannot be sent.
        try {
          await mailer.send(
            renewalReceiptMail(locale, { to: patron.email.split(';'), name: patron.nome, renewed }),
          );
        } catch (error) {
          log.warn({ err: error }, 'renewal receipt mail failed');
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

    async history(codPessoa: number, filter: Period & { onlyWithFines: boolean }) {
      return { historico: await loanHistory(db, codPessoa, filter, time) };
    },

    /** The patron's loans in numbers; a library filter must name an existing library. */
    async statistics(codPessoa: number, filter: Period & { biblioteca?: number }, locale: ApiLocale) {
      if (filter.biblioteca !== undefined) await assertLibrary(db, filter.biblioteca, 'biblioteca');
      const period = { ...filter, zone: time.zone };
      const [totals, porAno, porBiblioteca, porTipoObra] = await Promise.all([
        loanFigures(db, codPessoa, period),
        loansByYear(db, codPessoa, period),
        loansByLibrary(db, codPessoa, period),
        loansByWorkType(db, codPessoa, period, locale),
      ]);
      return {
        ...totals,
        multas: {
          quantidade: totals.multas.quantidade,
          valor: Number(totals.multas.valor),
          quitado: Number(totals.multas.quitado),
        },
        porAno,
        porBiblioteca,
        porTipoObra,
      };
    },

    /** Fines still owed, and their sum. */
    async pendingDebts(codPessoa: number) {
      const debitos = await listFines(db, codPessoa, true);
      const total = Math.round(debitos.reduce((sum, fine) => sum + fine.valorDevido, 0) * 100) / 100;
      return { debitos, total };
    },

    async fines(codPessoa: number) {
      return { multas: await listFines(db, codPessoa, false) };
    },

    /** The loan token still valid; 404 when there is none. */
    async currentToken(codPessoa: number) {
      return tokenAnswer(
        ownOr404(await currentLoanToken(db, codPessoa, time.now()), 'TokenEmprestimoInexistente'),
      );
    },

    /** A new six-digit token; the previous ones stop being valid. */
    async newToken(me: Patron) {
      const now = time.now();
      await endLoanTokens(db, me.codPessoa, now);
      const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
      return tokenAnswer(
        await insertLoanToken(db, {
          codPessoa: me.codPessoa,
          codLogin: me.codLogin,
          codigo,
          now,
          hours: loanTokenHours,
        }),
      );
    },
  };
}
