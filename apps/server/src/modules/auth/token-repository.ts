import type { Queryable } from '../../db/database.ts';

/**
 * The SQL of the opaque tokens: refresh tokens (one family per session) and one-time redirect
 * tokens. Only a token's hash is stored; times are the database's clock (`now()`).
 */

/** Stores a refresh token of a family, valid for `ttlSeconds`. */
export async function insertRefreshToken(
  db: Queryable,
  token: { hash: string; family: string; codLogin: number; ttlSeconds: number },
) {
  await db.query(
    `insert into token_atualizacao (hash, familia, cod_login, expira_em)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [token.hash, token.family, token.codLogin, token.ttlSeconds],
  );
}

/** Spends a refresh token still usable; answers its family and login, or undefined when it was not. */
export async function spendUsableRefreshToken(db: Queryable, hash: string) {
  const [spent] = await db.query<{ familia: string; cod_login: number }>(
    `update token_atualizacao set usado_em = now()
      where hash = $1 and usado_em is null and revogado_em is null and expira_em > now()
      returning familia, cod_login`,
    [hash],
  );
  return spent;
}

/**
 * A refresh token that could not be spent: whether it was spent or revoked before (`reused`),
 * and whether it was spent within the last `graceSeconds` of a family still going (`retried`).
 */
export async function refreshTokenState(db: Queryable, hash: string, graceSeconds: number) {
  const [row] = await db.query<{ familia: string; cod_login: number; reused: boolean; retried: boolean }>(
    `select familia, cod_login,
            (usado_em is not null or revogado_em is not null) as reused,
            (revogado_em is null and expira_em > now()
              and usado_em > now() - make_interval(secs => $2)) as retried
       from token_atualizacao where hash = $1`,
    [hash, graceSeconds],
  );
  return row;
}

/** Revokes the family's refresh tokens not yet spent. */
export async function revokeUnspentOfFamily(db: Queryable, family: string) {
  await db.query(
    `update token_atualizacao set revogado_em = now()
      where familia = $1 and usado_em is null and revogado_em is null`,
    [family],
  );
}

/** Ends a session: every refresh token of its family is revoked. */
export async function revokeFamily(db: Queryable, family: string): Promise<void> {
  await db.query(
    'update token_atualizacao set revogado_em = now() where familia = $1 and revogado_em is null',
    [family],
  );
}

/** Ends every session of a login (password changed or recovered, account locked). */
export async function revokeLoginSessions(db: Queryable, codLogin: number): Promise<void> {
  await db.query(
    'update token_atualizacao set revogado_em = now() where cod_login = $1 and revogado_em is null',
    [codLogin],
  );
}

/** Ends every session of a login but one family's (a password changed from a session that goes on). */
export async function revokeLoginSessionsExcept(db: Queryable, codLogin: number, family: string) {
  await db.query(
    `update token_atualizacao set revogado_em = now()
      where cod_login = $1 and familia <> $2 and revogado_em is null`,
    [codLogin, family],
  );
}

/** Stores a redirect token for a login and purpose, valid for `ttlSeconds`; answers when it expires. */
export async function insertRedirectToken(
  db: Queryable,
  token: { hash: string; codLogin: number; purpose: string; ttlSeconds: number },
) {
  const [row] = await db.query<{ expira_em: Date }>(
    `insert into token_redirecionamento (hash, cod_login, finalidade, expira_em)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning expira_em`,
    [token.hash, token.codLogin, token.purpose, token.ttlSeconds],
  );
  return row!.expira_em;
}

/** Deletes redirect tokens expired more than a day ago. */
export async function deleteExpiredRedirectTokens(db: Queryable) {
  await db.query(`delete from token_redirecionamento where expira_em < now() - interval '1 day'`);
}

/** Spends a redirect token still usable; answers its login, or undefined when it was not. */
export async function spendUsableRedirectToken(db: Queryable, hash: string) {
  const [row] = await db.query<{ cod_login: number }>(
    `update token_redirecionamento set usado_em = now()
      where hash = $1 and usado_em is null and expira_em > now()
      returning cod_login`,
    [hash],
  );
  return row?.cod_login;
}
