import type { RenewalRefusalCode } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import { type PatronStanding, patronStanding } from '../patron-standing/patron-standing.ts';
import { brDate, type LibraryTime } from '../../time/library-time.ts';
import { lockedLoans, lockTitlesOfLoans, type RenewableLoan, renewDueDates } from './loans-repository.ts';

export type RenewalOutcome = {
  codExemplar: number;
  codBibliotecaExemplar: number;
  descricao: string | null;
  /** The new due date (ISO) when renewed. */
  dataDevolucaoPrevista: string | null;
  qtdeRenovacoes: number | null;
  refusal: RenewalRefusalCode | null;
  /** Values the refusal message names (limit, date, amount). */
  values: Record<string, string | number>;
};

/** The first rule a loan breaks, in the order a librarian would explain them. */
export function renewalRefusal(
  patron: PatronStanding,
  loan: Pick<
    RenewableLoan,
    'atrasado' | 'reservado' | 'qtde_renovacoes' | 'data_devolucao_prevista' | 'nova_data'
  >,
): { code: RenewalRefusalCode; values: Record<string, string | number> } | null {
  if (patron.locked) return { code: 'LOGIN_BLOQUEADO', values: {} };
  if (patron.suspendedUntil) return { code: 'AFASTAMENTO', values: { data: brDate(patron.suspendedUntil) } };
  if (patron.debt > 0) return { code: 'DEBITO', values: { valor: patron.debt.toFixed(2).replace('.', ',') } };
  if (loan.atrasado) return { code: 'ATRASADO', values: { data: brDate(loan.data_devolucao_prevista) } };
  if (loan.reservado) return { code: 'RESERVADO', values: {} };
  if (loan.qtde_renovacoes >= patron.renewalLimit) {
    return { code: 'LIMITE_RENOVACOES', values: { limite: patron.renewalLimit } };
  }
  if (loan.nova_data <= loan.data_devolucao_prevista) {
    return { code: 'PRAZO_NAO_AMPLIADO', values: { data: brDate(loan.data_devolucao_prevista) } };
  }
  return null;
}

/**
 * Renews one, several or all (`'all'`) of the patron's open loans in one transaction with a fixed
 * number of statements, whatever the number of loans (ADR 063): the titles' copies are locked,
 * then the loans, then the standing is read, and every loan gets its own answer. Refusals are
 * answers, not errors, so one refused loan never undoes another's renewal. A renewal and a hold
 * placed at the same moment see each other: either the hold comes first and the renewal is
 * refused as reserved, or the renewal comes first and the hold queues behind the new due date.
 */
export async function renewLoans(
  db: Database,
  codLogin: number,
  items: readonly { codExemplar: number; codBibliotecaExemplar: number }[] | 'all',
  time: LibraryTime,
): Promise<{ patron: PatronStanding | null; outcomes: RenewalOutcome[] }> {
  const requested =
    items === 'all'
      ? null
      : [
          ...new Map(
            items.map((item) => [`${item.codExemplar}/${item.codBibliotecaExemplar}`, item] as const),
          ).values(),
        ];
  return db.transaction(async (tx) => {
    const titles = await lockTitlesOfLoans(
      tx,
      codLogin,
      requested && requested.map((item) => item.codExemplar),
    );
    const today = time.today();
    const loans = titles.length > 0 ? await lockedLoans(tx, codLogin, titles, today) : [];
    // Read after the locks: a fine or suspension that just arrived counts.
    const patron = await patronStanding(tx, codLogin, today);
    if (!patron) return { patron, outcomes: [] };

    const byCopy = new Map(loans.map((loan) => [`${loan.cod_exemplar}/${loan.cod_biblioteca}`, loan]));
    const targets =
      requested ??
      loans.map((loan) => ({ codExemplar: loan.cod_exemplar, codBibliotecaExemplar: loan.cod_biblioteca }));
    const outcomes: RenewalOutcome[] = [];
    const renewed: RenewableLoan[] = [];
    for (const item of targets) {
      const base = { ...item, descricao: null, dataDevolucaoPrevista: null, qtdeRenovacoes: null };
      const loan = byCopy.get(`${item.codExemplar}/${item.codBibliotecaExemplar}`);
      const refusal = loan ? renewalRefusal(patron, loan) : null;
      if (!loan) outcomes.push({ ...base, refusal: 'NAO_ENCONTRADO', values: {} });
      else if (refusal) {
        outcomes.push({
          ...base,
          descricao: loan.descricao,
          qtdeRenovacoes: loan.qtde_renovacoes,
          refusal: refusal.code,
          values: refusal.values,
        });
      } else {
        renewed.push(loan);
        outcomes.push({
          ...base,
          descricao: loan.descricao,
          dataDevolucaoPrevista: loan.nova_data,
          qtdeRenovacoes: loan.qtde_renovacoes + 1,
          refusal: null,
          values: {},
        });
      }
    }

    if (renewed.length > 0) {
      await renewDueDates(
        tx,
        renewed.map((loan) => ({
          codEmprestimo: loan.cod_emprestimo,
          from: loan.data_devolucao_prevista,
          to: loan.nova_data,
        })),
        time.now(),
      );
    }
    return { patron, outcomes };
  });
}
