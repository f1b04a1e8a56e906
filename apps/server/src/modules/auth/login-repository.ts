import type { Permission, User } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';

/** What authentication needs to know about a login. */
export type LoginRecord = {
  cod_login: number;
  cod_pessoa: number;
  usuario: string;
  senha_hash: string;
  ativo: boolean;
  bloqueado: boolean;
  cod_categoria: number;
  codigo_login: string | null;
  nome_pessoa: string;
};

const loginColumns = `l.cod_login, l.cod_pessoa, l.usuario, l.senha_hash, l.ativo, l.bloqueado,
  l.cod_categoria, c.codigo_login, p.nome_pessoa`;
const loginJoins = `login l join pessoa p using (cod_pessoa) join categoria_usuario c using (cod_categoria)`;

export async function findLoginByUsername(db: Queryable, usuario: string): Promise<LoginRecord | null> {
  const [row] = await db.query<LoginRecord>(
    `select ${loginColumns} from ${loginJoins} where lower(l.usuario) = lower($1)`,
    [usuario],
  );
  return row ?? null;
}

export async function findLoginById(db: Queryable, codLogin: number): Promise<LoginRecord | null> {
  const [row] = await db.query<LoginRecord>(
    `select ${loginColumns} from ${loginJoins} where l.cod_login = $1`,
    [codLogin],
  );
  return row ?? null;
}

/**
 * Active logins a typed identifier may stand for besides a username: the holder's tax number (CPF)
 * or one of their e-mail addresses. Used by the duplicate-person check and as the login fallback.
 */
export async function findLoginsByIdentifier(db: Queryable, identifier: string): Promise<LoginRecord[]> {
  const value = identifier.trim().toLowerCase();
  if (!value) return [];
  return db.query<LoginRecord>(
    `select ${loginColumns} from ${loginJoins}
      where l.ativo and (
        lower(l.usuario) = $1
        or (p.cpf is not null and p.cpf = $1)
        or ($1 like '%@%' and $1 = any (string_to_array(lower(replace(coalesce(p.email, ''), ' ', '')), ';')))
      )
      order by p.nome_pessoa, l.cod_login`,
    [value],
  );
}

/** The patron as the login answer and `GET /api/pessoas` show them. */
export async function loadUser(db: Queryable, codLogin: number, locale: ApiLocale): Promise<User | null> {
  const [row] = await db.query<{
    nome_pessoa: string;
    usuario: string;
    cod_pessoa: number;
    cod_login: number;
    email: string | null;
    cod_categoria: number;
    categoria: string;
    codigo_login: string | null;
    quantidade_logins: number;
  }>(
    `select p.nome_pessoa, l.usuario, l.cod_pessoa, l.cod_login, p.email, c.cod_categoria,
            coalesce(c.descricao ->> $2, c.descricao ->> 'pt') as categoria, c.codigo_login,
            (select count(*)::int from login o where o.cod_pessoa = l.cod_pessoa and o.ativo) as quantidade_logins
       from ${loginJoins} where l.cod_login = $1`,
    [codLogin, locale],
  );
  if (!row) return null;
  return {
    nome_pessoa: row.nome_pessoa,
    login: row.usuario,
    cod_pessoa: row.cod_pessoa,
    cod_login: row.cod_login,
    email: row.email,
    categoria: { codigo: row.cod_categoria, descricao: row.categoria, codigo_login: row.codigo_login },
    quantidade_logins: Math.max(1, row.quantidade_logins),
  };
}

/** The module/activity pairs a login's category grants (spec §6). */
export async function loadPermissions(
  db: Queryable,
  codLogin: number,
  locale: ApiLocale,
): Promise<Permission[]> {
  return db.query<Permission>(
    `select cp.cod_modulo, cp.cod_atividade, coalesce(a.descricao ->> $2, a.descricao ->> 'pt') as descricao
       from login l
       join categoria_permissao cp using (cod_categoria)
       join atividade a using (cod_atividade)
      where l.cod_login = $1
      order by cp.cod_modulo, cp.cod_atividade`,
    [codLogin, locale],
  );
}

/** A successful login: reset the failure counter and note the time; optionally store a rehash. */
export async function markLoginSucceeded(db: Queryable, codLogin: number, newHash: string | null) {
  await db.query(
    `update login set tentativas_falhas = 0, ultimo_acesso = now(),
            senha_hash = coalesce($2, senha_hash)
      where cod_login = $1`,
    [codLogin, newHash],
  );
}

/** Records a password-grant attempt by username (cut to its column's length) and address. */
export async function insertLoginAttempt(db: Queryable, usuario: string, ip: string, sucesso: boolean) {
  await db.query('insert into tentativa_login (usuario, ip, sucesso) values ($1, $2, $3)', [
    usuario.slice(0, 200),
    ip,
    sucesso,
  ]);
}

/** Forgets the attempts older than `seconds`. */
export async function deleteLoginAttemptsOlderThan(db: Queryable, seconds: number) {
  await db.query(`delete from tentativa_login where momento < now() - make_interval(secs => $1)`, [seconds]);
}

/** Failed attempts from an address within the last `windowSeconds`. */
export async function failuresFromAddress(db: Queryable, ip: string, windowSeconds: number) {
  const [row] = await db.query<{ failures: number }>(
    `select count(*)::int as failures from tentativa_login
      where ip = $1 and not sucesso and momento > now() - make_interval(secs => $2)`,
    [ip, windowSeconds],
  );
  return row?.failures ?? 0;
}

/** Failed attempts for a username (any case) within the last `windowSeconds` and since its last success. */
export async function failuresForUsername(db: Queryable, usuario: string, windowSeconds: number) {
  const [row] = await db.query<{ failures: number }>(
    `select count(*)::int as failures from tentativa_login t
      where lower(t.usuario) = lower($1) and not t.sucesso
        and t.momento > now() - make_interval(secs => $2)
        and t.momento > coalesce((select max(s.momento) from tentativa_login s
                                   where lower(s.usuario) = lower($1) and s.sucesso), '-infinity')`,
    [usuario, windowSeconds],
  );
  return row?.failures ?? 0;
}

/**
 * Counts one more consecutive failure of a login, locking it when the count reaches `lockAfter`;
 * answers whether the login is now locked (false when there is no such login).
 */
export async function countLoginFailure(db: Queryable, codLogin: number, lockAfter: number) {
  const [row] = await db.query<{ bloqueado: boolean }>(
    `update login set
        tentativas_falhas = least(tentativas_falhas + 1, 32000),
        bloqueado = bloqueado or tentativas_falhas + 1 >= $2,
        bloqueado_em = case when not bloqueado and tentativas_falhas + 1 >= $2 then now() else bloqueado_em end
      where cod_login = $1
      returning bloqueado`,
    [codLogin, lockAfter],
  );
  return row?.bloqueado ?? false;
}
