import type { AuthSettings } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';

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
    await db.query('insert into tentativa_login (usuario, ip, sucesso) values ($1, $2, $3)', [
      usuario.slice(0, 200),
      ip,
      sucesso,
    ]);
    // Now and then, forget attempts far older than any window that reads them.
    if (++recorded % 500 === 0) {
      await db.query(`delete from tentativa_login where momento < now() - make_interval(secs => $1)`, [
        Math.max(settings.attemptWindow * 4, 86_400),
      ]);
    }
  };
  return {
    async tooManyFromAddress(ip) {
      const [row] = await db.query<{ failures: number }>(
        `select count(*)::int as failures from tentativa_login
          where ip = $1 and not sucesso and momento > now() - make_interval(secs => $2)`,
        [ip, settings.attemptWindow],
      );
      return (row?.failures ?? 0) >= settings.maxFailuresPerIp;
    },
    async tooManyForUsername(usuario) {
      const [row] = await db.query<{ failures: number }>(
        `select count(*)::int as failures from tentativa_login t
          where lower(t.usuario) = lower($1) and not t.sucesso
            and t.momento > now() - make_interval(secs => $2)
            and t.momento > coalesce((select max(s.momento) from tentativa_login s
                                       where lower(s.usuario) = lower($1) and s.sucesso), '-infinity')`,
        [usuario, settings.attemptWindow],
      );
      return (row?.failures ?? 0) >= settings.maxFailuresPerUser;
    },
    async recordFailure(usuario, ip, codLogin) {
      await record(usuario, ip, false);
      if (codLogin === null) return false;
      const [row] = await db.query<{ bloqueado: boolean }>(
        `update login set
            tentativas_falhas = least(tentativas_falhas + 1, 32000),
            bloqueado = bloqueado or tentativas_falhas + 1 >= $2,
            bloqueado_em = case when not bloqueado and tentativas_falhas + 1 >= $2 then now() else bloqueado_em end
          where cod_login = $1
          returning bloqueado`,
        [codLogin, settings.lockAfter],
      );
      return row?.bloqueado ?? false;
    },
    async recordSuccess(usuario, ip) {
      await record(usuario, ip, true);
    },
  };
}
