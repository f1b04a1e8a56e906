import type { AuthSettings } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import {
  countLoginFailure,
  deleteLoginAttemptsOlderThan,
  failuresForUsername,
  failuresFromAddress,
  insertLoginAttempt,
} from './login-repository.ts';

/**
 * Brute-force protection on the password grant (ADR 032), kept in `tentativa_login` so it holds
 * across restarts and across several API servers:
 * - too many failures from one address, or for one username since its last success, within the
 *   window: 429 before any password is checked;
 * - `lockAfter` consecutive failures lock the login (430 ACESSO_BLOQUEADO) until password recovery.
 */
export type LoginGuard = {
  tooManyFromAddress(ip: string): Promise<boolean>;
  tooManyForUsername(usuario: string): Promise<boolean>;
  /** Records a failure; returns whether the login is now locked. */
  recordFailure(usuario: string, ip: string, codLogin: number | null): Promise<boolean>;
  recordSuccess(usuario: string, ip: string): Promise<void>;
};

export function createLoginGuard(db: Queryable, settings: AuthSettings): LoginGuard {
  let recorded = 0;
  const record = async (usuario: string, ip: string, sucesso: boolean) => {
    await insertLoginAttempt(db, usuario, ip, sucesso);
    // Now and then, forget attempts far older than any window that reads them.
    if (++recorded % 500 === 0) {
      await deleteLoginAttemptsOlderThan(db, Math.max(settings.attemptWindow * 4, 86_400));
    }
  };
  return {
    async tooManyFromAddress(ip) {
      return (await failuresFromAddress(db, ip, settings.attemptWindow)) >= settings.maxFailuresPerIp;
    },
    async tooManyForUsername(usuario) {
      return (await failuresForUsername(db, usuario, settings.attemptWindow)) >= settings.maxFailuresPerUser;
    },
    async recordFailure(usuario, ip, codLogin) {
      await record(usuario, ip, false);
      if (codLogin === null) return false;
      return countLoginFailure(db, codLogin, settings.lockAfter);
    },
    async recordSuccess(usuario, ip) {
      await record(usuario, ip, true);
    },
  };
}
