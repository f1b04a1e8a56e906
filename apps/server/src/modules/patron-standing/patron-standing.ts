import type { Queryable } from '../../db/database.ts';
import { lockPersonOfLogin, standingOfLogin } from './patron-standing-repository.ts';

/** A login's category rules and what currently stands in the way of borrowing. */
export type PatronStanding = {
  codPessoa: number;
  codLogin: number;
  nome: string;
  email: string | null;
  loanLimit: number;
  loanDays: number;
  renewalLimit: number;
  holdLimit: number;
  dailyFine: number;
  /** Last day of a suspension in force today, else null. */
  suspendedUntil: string | null;
  /** What is owed on unpaid fines. */
  debt: number;
  locked: boolean;
  openLoans: number;
  activeHolds: number;
};

/**
 * Reads the standing of a login on the library's `today`. Inside a transaction pass `lock: true`:
 * the person row is locked so that concurrent actions of the same patron (two holds, two
 * checkouts) count each other.
 */
export async function patronStanding(
  db: Queryable,
  codLogin: number,
  today: string,
  options: { lock?: boolean } = {},
): Promise<PatronStanding | null> {
  if (options.lock) await lockPersonOfLogin(db, codLogin);
  const row = await standingOfLogin(db, codLogin, today);
  if (!row) return null;
  return {
    codPessoa: row.cod_pessoa,
    codLogin,
    nome: row.nome_pessoa,
    email: row.email,
    loanLimit: row.limite_emprestimos,
    loanDays: row.prazo_emprestimo_dias,
    renewalLimit: row.limite_renovacoes,
    holdLimit: row.limite_reservas,
    dailyFine: row.multa_diaria,
    suspendedUntil: row.suspended_until,
    debt: row.debt,
    locked: row.bloqueado,
    openLoans: row.open_loans,
    activeHolds: row.active_holds,
  };
}
