import type { CacheProvider } from '@node-saml/node-saml';
import type { Queryable } from '../../../db/database.ts';

/**
 * The SQL of SAML logins in flight (`saml_sessao`), of the assertions already consumed, of the
 * AuthnRequest ids node-saml stores, and of the login an identity names.
 */

/** How long a login at the provider may take, from the portal's click to its `/validar`. */
export const samlSessionTtl = 600;

export async function saveSamlSession(
  db: Queryable,
  session: { handle: string; requestId: string; redirect: string },
) {
  await db.query(`delete from saml_sessao where expira_em < now() - interval '1 day'`);
  await db.query(
    `insert into saml_sessao (handle, id_pedido, redirecionamento, expira_em)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [session.handle, session.requestId, session.redirect, samlSessionTtl],
  );
}

/** The login a response's RelayState names, if it is still waiting for the provider's answer. */
export async function findPendingSamlSession(
  db: Queryable,
  handle: string,
): Promise<{ handle: string; requestId: string } | null> {
  const [row] = await db.query<{ handle: string; id_pedido: string }>(
    `select handle, id_pedido from saml_sessao
      where handle = $1 and concluido_em is null and expira_em > now()`,
    [handle],
  );
  return row ? { handle: row.handle, requestId: row.id_pedido } : null;
}

/** Records the response's outcome: the login it maps to, or the error to show the patron. */
export async function completeSamlSession(
  db: Queryable,
  handle: string,
  outcome: { codLogin: number } | { error: string },
) {
  await db.query(
    `update saml_sessao set concluido_em = now(), cod_login = $2, erro = $3
      where handle = $1 and concluido_em is null`,
    [handle, 'codLogin' in outcome ? outcome.codLogin : null, 'error' in outcome ? outcome.error : null],
  );
}

type ClaimedSamlSession =
  | { state: 'ok'; codLogin: number; redirect: string }
  | { state: 'error'; error: string }
  | { state: 'unknown' };

/** Hands a completed login over once: a second `/validar` with the same handle finds nothing. */
export async function claimSamlSession(db: Queryable, handle: string): Promise<ClaimedSamlSession> {
  const [row] = await db.query<{ cod_login: number | null; erro: string | null; redirecionamento: string }>(
    `update saml_sessao set usado_em = now()
      where handle = $1 and usado_em is null and concluido_em is not null and expira_em > now()
      returning cod_login, erro, redirecionamento`,
    [handle],
  );
  if (!row) return { state: 'unknown' };
  if (row.cod_login !== null) return { state: 'ok', codLogin: row.cod_login, redirect: row.redirecionamento };
  return { state: 'error', error: row.erro ?? 'SamlFalhou' };
}

/**
 * Marks an assertion id as used until it expires; false when it was used before (a replay). One
 * statement, so two servers receiving the same response cannot both accept it.
 */
export async function consumeSamlAssertion(db: Queryable, id: string, expiresAt: Date): Promise<boolean> {
  await db.query('delete from saml_consumido where expira_em < now()');
  const inserted = await db.query(
    'insert into saml_consumido (id, expira_em) values ($1, $2) on conflict (id) do nothing returning id',
    [id, expiresAt.toISOString()],
  );
  return inserted.length === 1;
}

/**
 * node-saml's store of the AuthnRequest ids it sent, in the database: any server may receive the
 * provider's answer, and a restart loses no login in flight. node-saml removes an id once answered.
 */
export function samlRequestStore(db: Queryable, maxAgeSeconds: number): CacheProvider {
  return {
    async saveAsync(key, value) {
      await db.query(`delete from saml_pedido where criado_em < now() - make_interval(secs => $1)`, [
        maxAgeSeconds,
      ]);
      await db.query('insert into saml_pedido (id, criado_em) values ($1, $2) on conflict do nothing', [
        key,
        value,
      ]);
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      const [row] = await db.query<{ criado_em: string }>(
        `select to_char(criado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as criado_em
           from saml_pedido where id = $1 and criado_em > now() - make_interval(secs => $2)`,
        [key, maxAgeSeconds],
      );
      return row?.criado_em ?? null;
    },
    async removeAsync(key) {
      if (key === null) return null;
      const [row] = await db.query<{ id: string }>('delete from saml_pedido where id = $1 returning id', [
        key,
      ]);
      return row?.id ?? null;
    },
  };
}

/** The active login a SAML identity names: its login or registration number (`login.usuario`). */
export async function findLoginForSamlIdentity(db: Queryable, loginName: string): Promise<number | null> {
  const [row] = await db.query<{ cod_login: number }>(
    'select cod_login from login where lower(usuario) = lower($1) and ativo',
    [loginName],
  );
  return row?.cod_login ?? null;
}
