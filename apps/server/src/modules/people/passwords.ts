import { checkPasswordRules, type PasswordRules, passwordRulesSchema } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { MessageId } from '../../i18n/server-messages.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import { revokeLoginSessions, revokeLoginSessionsExcept } from '../auth/token-repository.ts';
import { defaultPasswordRules, readInstitutionSettings } from '../institution/institution-settings.ts';
import {
  categoryPasswordRules,
  keepCurrentPassword,
  previousPasswordHashes,
  setPasswordHash,
  trimPreviousPasswords,
} from './people-repository.ts';

/** A login's password rules: its category's, else the institution's, else the defaults (ADR 035). */
export async function passwordRulesFor(db: Queryable, codLogin: number): Promise<PasswordRules> {
  const own = passwordRulesSchema.safeParse(await categoryPasswordRules(db, codLogin));
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
    const previous = await previousPasswordHashes(db, login.codLogin, rules.last_pw - 1);
    for (const hash of [login.currentHash, ...previous]) {
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
  await keepCurrentPassword(db, codLogin);
  await trimPreviousPasswords(db, codLogin);
  await setPasswordHash(db, codLogin, hash);
  if (keepSession) {
    await revokeLoginSessionsExcept(db, codLogin, keepSession);
  } else {
    await revokeLoginSessions(db, codLogin);
  }
}
