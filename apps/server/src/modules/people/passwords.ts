import { checkPasswordRules, type PasswordRules, passwordRulesSchema } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { MessageId } from '../../i18n/server-messages.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import { revokeLoginSessions } from '../auth/token-repository.ts';
import { defaultPasswordRules, readInstitutionSettings } from '../institution/institution-settings.ts';

/** A login's password rules: its category's, else the institution's, else the defaults (ADR 035). */
export async function passwordRulesFor(db: Queryable, codLogin: number): Promise<PasswordRules> {
  const [row] = await db.query<{ regras_senha: unknown }>(
    `select c.regras_senha from login l join categoria_usuario c using (cod_categoria) where l.cod_login = $1`,
    [codLogin],
  );
  const own = passwordRulesSchema.safeParse(row?.regras_senha);
  if (own.success) return own.data;
  const institution = await readInstitutionSettings(db);
  return institution.settings.regras_senha ?? defaultPasswordRules;
}

/**
 * Checks a new password against every rule, including last_pw (the current password and the ones
 * before it), and answers 422 with the first broken rule on `field`.
 */
export async function assertPasswordAllowed(
  db: Queryable,
  passwords: PasswordHasher,
  login: { codLogin: number; name: string; currentHash: string },
  password: string,
  field: string,
) {
  const rules = await passwordRulesFor(db, login.codLogin);
  const failures = checkPasswordRules(password, rules, { name: login.name });
  const reject = (id: MessageId, values: Record<string, number> = {}) =>
    new HttpError(422, 'SenhaNaoConfereCriterios', {
      code: 'SENHA_CRITERIOS',
      fields: { [field]: id },
      values,
    });
  if (failures.length > 0) {
    throw reject(failures[0]!, { min: rules.length.min, max: rules.length.max });
  }
  if (rules.last_pw > 0) {
    const previous = await db.query<{ senha_hash: string }>(
      'select senha_hash from senha_anterior where cod_login = $1 order by criada_em desc limit $2',
      [login.codLogin, rules.last_pw - 1],
    );
    for (const hash of [login.currentHash, ...previous.map((row) => row.senha_hash)]) {
      if (await passwords.verify(password.trim(), hash))
        throw reject('SenhaRepetida', { count: rules.last_pw });
    }
  }
}

/** Hashes a new password as it is stored: trimmed, as the portal sends it. */
export const hashNewPassword = (passwords: PasswordHasher, password: string) =>
  passwords.hash(password.trim());

/**
 * Stores a new password hash, keeps the old one for the last-N rule, unlocks the login and ends
 * its sessions except `keepSession`. Hash first (slow), then call this inside the transaction.
 */
export async function storeNewPassword(
  db: Queryable,
  codLogin: number,
  hash: string,
  keepSession: string | null = null,
) {
  await db.query(
    `insert into senha_anterior (cod_login, senha_hash) select cod_login, senha_hash from login where cod_login = $1`,
    [codLogin],
  );
  await db.query(
    `delete from senha_anterior where cod_login = $1 and ctid not in
       (select ctid from senha_anterior where cod_login = $1 order by criada_em desc limit 10)`,
    [codLogin],
  );
  await db.query(
    `update login set senha_hash = $2, senha_alterada_em = now(), bloqueado = false, bloqueado_em = null,
            tentativas_falhas = 0
      where cod_login = $1`,
    [codLogin, hash],
  );
  if (keepSession) {
    await db.query(
      `update token_atualizacao set revogado_em = now()
        where cod_login = $1 and familia <> $2 and revogado_em is null`,
      [codLogin, keepSession],
    );
  } else {
    await revokeLoginSessions(db, codLogin);
  }
}
