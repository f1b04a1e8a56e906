import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/** How long a loan token is valid (ADR 060): one day, long enough to reach the desk. */
export const loanTokenHours = 24;

type TokenRow = { codigo: string; valido_ate: Date };

/** The patron's token still valid, if any. */
export async function currentLoanToken(db: Queryable, codPessoa: number): Promise<TokenRow | null> {
  const [row] = await db.query<TokenRow>(
    `select codigo, valido_ate from token_emprestimo
      where cod_pessoa = $1 and valido_ate > now() order by criado_em desc limit 1`,
    [codPessoa],
  );
  return row ?? null;
}

/** A new six-digit token; the previous ones stop being valid. */
export async function createLoanToken(db: Queryable, codPessoa: number, codLogin: number): Promise<TokenRow> {
  await db.query(
    `update token_emprestimo set valido_ate = now() where cod_pessoa = $1 and valido_ate > now()`,
    [codPessoa],
  );
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await db.query<TokenRow>(
    `insert into token_emprestimo (cod_pessoa, cod_login, codigo, valido_ate)
     values ($1, $2, $3, now() + make_interval(hours => $4)) returning codigo, valido_ate`,
    [codPessoa, codLogin, codigo, loanTokenHours],
  );
  return row!;
}
