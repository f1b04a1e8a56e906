import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';

/** How long a loan token is valid (ADR 060): one day, long enough to reach the desk. */
export const loanTokenHours = 24;

type TokenRow = { codigo: string; valido_ate: Date };

/** The patron's token still valid, if any. */
export async function currentLoanToken(
  db: Queryable,
  codPessoa: number,
  time: LibraryTime,
): Promise<TokenRow | null> {
  const [row] = await db.query<TokenRow>(
    `select codigo, valido_ate from token_emprestimo
      where cod_pessoa = $1 and valido_ate > $2 order by criado_em desc limit 1`,
    [codPessoa, time.now()],
  );
  return row ?? null;
}

/** A new six-digit token; the previous ones stop being valid. */
export async function createLoanToken(
  db: Queryable,
  codPessoa: number,
  codLogin: number,
  time: LibraryTime,
): Promise<TokenRow> {
  const now = time.now();
  await db.query(`update token_emprestimo set valido_ate = $2 where cod_pessoa = $1 and valido_ate > $2`, [
    codPessoa,
    now,
  ]);
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await db.query<TokenRow>(
    `insert into token_emprestimo (cod_pessoa, cod_login, codigo, criado_em, valido_ate)
     values ($1, $2, $3, $4, $4::timestamptz + make_interval(hours => $5)) returning codigo, valido_ate`,
    [codPessoa, codLogin, codigo, now, loanTokenHours],
  );
  return row!;
}
