import type { Queryable } from '../../db/database.ts';

/**
 * The clearance's SQL (ADR 062): issued declarations (`nada_consta`), what issuing one changes
 * (the suspension from the information unit, the patron's queued holds and open loan requests),
 * and GRU payment slips for what is owed at a library.
 */

export type ClearanceRow = { codigo_verificacao: string; emitido_em: Date; nome_pessoa: string };

/** The patron's newest declaration, or null when none was issued. */
export async function latestClearance(db: Queryable, codPessoa: number): Promise<ClearanceRow | null> {
  const [row] = await db.query<ClearanceRow>(
    `select n.codigo_verificacao, n.emitido_em, p.nome_pessoa from nada_consta n join pessoa p using (cod_pessoa)
      where n.cod_pessoa = $1 order by n.emitido_em desc limit 1`,
    [codPessoa],
  );
  return row ?? null;
}

/** The declaration with a verification code, with the institution's name; null for an unknown code. */
export async function declarationByCode(
  db: Queryable,
  code: string,
): Promise<(ClearanceRow & { instituicao: string }) | null> {
  const [row] = await db.query<ClearanceRow & { instituicao: string }>(
    `select n.codigo_verificacao, n.emitido_em, p.nome_pessoa, coalesce((select nome from instituicao), '') as instituicao
       from nada_consta n join pessoa p using (cod_pessoa) where n.codigo_verificacao = $1`,
    [code],
  );
  return row ?? null;
}

/** Suspends the patron from the information unit from `today` on, for good; answers the suspension's code. */
export async function suspendFromUnit(tx: Queryable, codPessoa: number, today: string): Promise<number> {
  const [suspension] = await tx.query<{ cod_afastamento: number }>(
    `insert into afastamento (cod_pessoa, data_inicio, data_fim, motivo)
     values ($1, $2, date '9999-12-31', 'Nada consta emitido: desligamento da unidade de informação')
     returning cod_afastamento`,
    [codPessoa, today],
  );
  return suspension!.cod_afastamento;
}

/** Cancels the patron's queued holds and open loan requests, as of `now`. */
export async function cancelOpenHoldsAndRequests(tx: Queryable, codPessoa: number, now: Date) {
  await tx.query(
    `update reserva set situacao = 'cancelada', data_encerramento = $2, motivo_cancelamento = 'Nada consta emitido'
      where cod_pessoa = $1 and situacao = 'fila'`,
    [codPessoa, now],
  );
  await tx.query(
    `update solicitacao_emprestimo set situacao = 'cancelada', atualizado_em = $2
      where cod_pessoa = $1 and situacao in ('aguardando', 'em_transito', 'disponivel')`,
    [codPessoa, now],
  );
}

export async function insertClearance(
  tx: Queryable,
  clearance: { codPessoa: number; codLogin: number; code: string; codAfastamento: number; issuedAt: Date },
) {
  await tx.query(
    `insert into nada_consta (cod_pessoa, cod_login, codigo_verificacao, cod_afastamento, emitido_em)
     values ($1, $2, $3, $4, $5)`,
    [clearance.codPessoa, clearance.codLogin, clearance.code, clearance.codAfastamento, clearance.issuedAt],
  );
}

/** What the patron still owes in fines at a library (discounts and partial payments deducted). */
export async function owedAt(db: Queryable, codPessoa: number, codBiblioteca: number): Promise<number> {
  const [owed] = await db.query<{ total: number }>(
    `select coalesce(sum(greatest(valor - desconto - valor_pago, 0)), 0) as total from multa
      where cod_pessoa = $1 and cod_biblioteca = $2 and data_pagamento is null`,
    [codPessoa, codBiblioteca],
  );
  return owed!.total;
}

/** Stores a GRU slip due five days after `today`. */
export async function insertGru(
  db: Queryable,
  gru: { codPessoa: number; codBiblioteca: number; valor: number; reference: string; today: string },
) {
  const [row] = await db.query<{ numero_referencia: string; vencimento: string; valor: number }>(
    `insert into gru (cod_pessoa, cod_biblioteca, valor, numero_referencia, vencimento)
     values ($1, $2, $3, $4, $5::date + 5) returning numero_referencia, vencimento, valor`,
    [gru.codPessoa, gru.codBiblioteca, gru.valor, gru.reference, gru.today],
  );
  return row!;
}
