import type { Queryable } from '../../db/database.ts';

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
  if (options.lock) {
    await db.query(
      'select 1 from pessoa where cod_pessoa = (select cod_pessoa from login where cod_login = $1) for update',
      [codLogin],
    );
  }
  const [row] = await db.query<{
    cod_pessoa: number;
    nome_pessoa: string;
    email: string | null;
    limite_emprestimos: number;
    prazo_emprestimo_dias: number;
    limite_renovacoes: number;
    limite_reservas: number;
    multa_diaria: number;
    suspended_until: string | null;
    debt: number;
    bloqueado: boolean;
    open_loans: number;
    active_holds: number;
  }>(
    `select l.cod_pessoa, p.nome_pessoa, p.email, c.limite_emprestimos, c.prazo_emprestimo_dias,
            c.limite_renovacoes, c.limite_reservas, c.multa_diaria, l.bloqueado,
            (select max(data_fim) from afastamento a
              where a.cod_pessoa = l.cod_pessoa and $2::date between a.data_inicio and a.data_fim) as suspended_until,
            (select coalesce(sum(greatest(valor - desconto - valor_pago, 0)), 0) from multa m
              where m.cod_pessoa = l.cod_pessoa and m.data_pagamento is null) as debt,
            (select count(*)::int from emprestimo e
              where e.cod_pessoa = l.cod_pessoa and e.data_devolucao is null) as open_loans,
            (select count(*)::int from reserva r
              where r.cod_pessoa = l.cod_pessoa and r.situacao in ('fila', 'liberada')) as active_holds
       from login l join pessoa p using (cod_pessoa) join categoria_usuario c using (cod_categoria)
      where l.cod_login = $1`,
    [codLogin, today],
  );
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

/** The loan period in days for a patron and a copy's loan type: the shorter of the two. */
export const loanPeriodSql = `case when t.prazo_dias > 0 then least(c.prazo_emprestimo_dias, t.prazo_dias)
                                   else c.prazo_emprestimo_dias end`;

/** Locks every copy of a title: checkouts, returns and holds of one title run one at a time. */
export async function lockTitle(tx: Queryable, codAcervo: number): Promise<void> {
  await tx.query('select cod_exemplar from exemplar where cod_acervo = $1 order by cod_exemplar for update', [
    codAcervo,
  ]);
}

/** "Title: subtitle", what loans and holds show as the title's description. */
export const titleDescriptionSql = (alias: string) =>
  `${alias}.titulo || coalesce(': ' || ${alias}.subtitulo, '')`;
