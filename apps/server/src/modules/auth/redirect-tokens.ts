import type { Queryable } from '../../db/database.ts';
import { hashOpaqueToken, newOpaqueToken } from './refresh-tokens.ts';

/** How long a one-time redirect token lives: long enough to open a tab, no longer. */
export const redirectTokenTtl = 120;

/** A one-time token that opens a session for this login (grant `redirect_token`). */
export async function issueRedirectToken(
  db: Queryable,
  codLogin: number,
  purpose: string,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newOpaqueToken();
  const [row] = await db.query<{ expira_em: Date }>(
    `insert into token_redirecionamento (hash, cod_login, finalidade, expira_em)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning expira_em`,
    [hash, codLogin, purpose, redirectTokenTtl],
  );
  // Expired tokens are useless; clear them as new ones are made.
  await db.query(`delete from token_redirecionamento where expira_em < now() - interval '1 day'`);
  return { token, expiresAt: new Date(row!.expira_em) };
}

/** Uses a redirect token once; answers its login, or null when unknown, spent or expired. */
export async function spendRedirectToken(db: Queryable, token: string): Promise<number | null> {
  const [row] = await db.query<{ cod_login: number }>(
    `update token_redirecionamento set usado_em = now()
      where hash = $1 and usado_em is null and expira_em > now()
      returning cod_login`,
    [hashOpaqueToken(token)],
  );
  return row?.cod_login ?? null;
}
