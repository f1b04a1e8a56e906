import type { Queryable } from '../../db/database.ts';

/**
 * Password recovery's SQL: whom the code's mail goes to, and the codes themselves (stored as a
 * salted digest, with their expiry, wrong guesses and when they were spent).
 */

/** The person's e-mail (several separated by `;`) and the institution's name, for the code's mail. */
export async function recoveryMailContact(db: Queryable, codPessoa: number) {
  const [person] = await db.query<{ email: string | null; nome: string }>(
    `select p.email, i.nome from pessoa p, instituicao i where p.cod_pessoa = $1`,
    [codPessoa],
  );
  return person;
}

/** How many codes the login asked for in the last hour. */
export async function codesInLastHour(db: Queryable, codLogin: number) {
  const [recent] = await db.query<{ total: number }>(
    `select count(*)::int as total from recuperacao_senha
      where cod_login = $1 and criado_em > now() - interval '1 hour'`,
    [codLogin],
  );
  return recent?.total ?? 0;
}

/** Spends the login's codes not yet used. */
export async function spendOpenCodes(tx: Queryable, codLogin: number) {
  await tx.query('update recuperacao_senha set usado_em = now() where cod_login = $1 and usado_em is null', [
    codLogin,
  ]);
}

/** Stores a code's digest, valid for `ttlSeconds`; answers when it expires. */
export async function insertCode(tx: Queryable, codLogin: number, codeDigest: string, ttlSeconds: number) {
  const [row] = await tx.query<{ expira_em: Date | string }>(
    `insert into recuperacao_senha (cod_login, codigo_hash, expira_em)
     values ($1, $2, now() + make_interval(secs => $3)) returning expira_em`,
    [codLogin, codeDigest, ttlSeconds],
  );
  return row!.expira_em;
}

/** The login's newest code that is neither spent nor expired, or undefined. */
export async function currentCode(db: Queryable, codLogin: number) {
  const [current] = await db.query<{ cod_recuperacao: number; codigo_hash: string; tentativas: number }>(
    `select cod_recuperacao, codigo_hash, tentativas from recuperacao_senha
      where cod_login = $1 and usado_em is null and expira_em > now()
      order by criado_em desc limit 1`,
    [codLogin],
  );
  return current;
}

/**
 * Counts a wrong guess of the code, spending it at `maxAttempts`; answers the guesses so far, or
 * undefined when the code is gone.
 */
export async function countWrongGuess(db: Queryable, codRecuperacao: number, maxAttempts: number) {
  const [after] = await db.query<{ tentativas: number }>(
    `update recuperacao_senha set tentativas = tentativas + 1,
            usado_em = case when tentativas + 1 >= $2 then now() else usado_em end
      where cod_recuperacao = $1 returning tentativas`,
    [codRecuperacao, maxAttempts],
  );
  return after?.tentativas;
}

/** Spends a code once the password it was asked for is stored. */
export async function spendCode(tx: Queryable, codRecuperacao: number) {
  await tx.query('update recuperacao_senha set usado_em = now() where cod_recuperacao = $1', [
    codRecuperacao,
  ]);
}
