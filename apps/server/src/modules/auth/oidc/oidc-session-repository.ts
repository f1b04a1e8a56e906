import type { Queryable } from '../../../db/database.ts';

/**
 * The SQL of OpenID Connect logins in flight (`oidc_sessao`: saved at the click, completed by the
 * callback, claimed once by the portal) and of the login a provider identity stands for.
 */

/** How long a login at the provider may take, from the portal's click to its `/validar`. */
const oidcSessionTtl = 600;

export async function saveOidcSession(
  db: Queryable,
  session: {
    nonce: string;
    state: string;
    codeVerifier: string;
    oidcNonce: string;
    redirect: string;
    loginHint: string | null;
  },
) {
  await db.query(`delete from oidc_sessao where expira_em < now() - interval '1 day'`);
  await db.query(
    `insert into oidc_sessao (nonce, estado, verificador_pkce, oidc_nonce, redirecionamento, login_hint, expira_em)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      session.nonce,
      session.state,
      session.codeVerifier,
      session.oidcNonce,
      session.redirect,
      session.loginHint,
      oidcSessionTtl,
    ],
  );
}

type PendingOidcSession = { nonce: string; state: string; codeVerifier: string; oidcNonce: string };

/** The session a callback's `state` belongs to, if it is still waiting for its callback. */
export async function findPendingOidcSession(
  db: Queryable,
  state: string,
): Promise<PendingOidcSession | null> {
  const [row] = await db.query<{
    nonce: string;
    estado: string;
    verificador_pkce: string;
    oidc_nonce: string;
  }>(
    `select nonce, estado, verificador_pkce, oidc_nonce from oidc_sessao
      where estado = $1 and concluido_em is null and expira_em > now()`,
    [state],
  );
  return row
    ? { nonce: row.nonce, state: row.estado, codeVerifier: row.verificador_pkce, oidcNonce: row.oidc_nonce }
    : null;
}

/** Records the callback's outcome: the login it maps to, or the error to show the patron. */
export async function completeOidcSession(
  db: Queryable,
  nonce: string,
  outcome: { codLogin: number } | { error: string },
) {
  await db.query(
    `update oidc_sessao set concluido_em = now(), cod_login = $2, erro = $3, verificador_pkce = ''
      where nonce = $1 and concluido_em is null`,
    [nonce, 'codLogin' in outcome ? outcome.codLogin : null, 'error' in outcome ? outcome.error : null],
  );
}

type ClaimedOidcSession =
  | { state: 'ok'; codLogin: number; redirect: string }
  | { state: 'error'; error: string }
  | { state: 'pending' | 'unknown' };

/** Hands a completed session over once: a second `/validar` with the same nonce finds nothing. */
export async function claimOidcSession(db: Queryable, nonce: string): Promise<ClaimedOidcSession> {
  const [row] = await db.query<{ cod_login: number | null; erro: string | null; redirecionamento: string }>(
    `update oidc_sessao set usado_em = now()
      where nonce = $1 and usado_em is null and concluido_em is not null and expira_em > now()
      returning cod_login, erro, redirecionamento`,
    [nonce],
  );
  if (row) {
    if (row.cod_login !== null)
      return { state: 'ok', codLogin: row.cod_login, redirect: row.redirecionamento };
    return { state: 'error', error: row.erro ?? 'unknown' };
  }
  const [pending] = await db.query(
    'select 1 from oidc_sessao where nonce = $1 and usado_em is null and concluido_em is null and expira_em > now()',
    [nonce],
  );
  return { state: pending ? 'pending' : 'unknown' };
}

/** The login a provider identity stands for: its username claim, else its verified e-mail. */
export async function findLoginForIdentity(
  db: Queryable,
  identity: { email: string | null; emailVerified: boolean | null; preferredUsername: string | null },
): Promise<number | null> {
  if (identity.preferredUsername) {
    const [row] = await db.query<{ cod_login: number }>(
      'select cod_login from login where lower(usuario) = lower($1) and ativo',
      [identity.preferredUsername],
    );
    if (row) return row.cod_login;
  }
  if (identity.email && identity.emailVerified !== false) {
    const [row] = await db.query<{ cod_login: number }>(
      `select l.cod_login from login l join pessoa p using (cod_pessoa)
        where l.ativo and $1 = any (string_to_array(lower(replace(coalesce(p.email, ''), ' ', '')), ';'))
        order by l.cod_login limit 1`,
      [identity.email],
    );
    if (row) return row.cod_login;
  }
  return null;
}
