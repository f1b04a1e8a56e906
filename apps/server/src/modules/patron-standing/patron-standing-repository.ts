import type { Queryable } from '../../db/database.ts';

/** The SQL of a patron's standing and of the locks circulation takes. */

/** Locks the login's person row, so that concurrent actions of the same patron count each other. */
export async function lockPersonOfLogin(db: Queryable, codLogin: number) {
  await db.query(
    'select 1 from pessoa where cod_pessoa = (select cod_pessoa from login where cod_login = $1) for update',
    [codLogin],
  );
}

/**
 * A login's category rules and, on the library's `today`, its suspension, debt, lock, open loans
 * and active holds; undefined when there is no such login.
 */
export async function standingOfLogin(db: Queryable, codLogin: number, today: string) {
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
  return row;
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
