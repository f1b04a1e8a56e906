import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import {
  insertRefreshToken,
  refreshTokenState,
  revokeFamily,
  revokeUnspentOfFamily,
  spendUsableRefreshToken,
} from './token-repository.ts';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token; only its SHA-256 is stored, so a database leak yields no usable token. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: digest(token) };
}

export const hashOpaqueToken = digest;

/** Starts a session (family) or continues one with a fresh refresh token. */
export async function issueRefreshToken(
  db: Queryable,
  codLogin: number,
  ttlSeconds: number,
  family: string = randomUUID(),
): Promise<{ token: string; family: string }> {
  const { token, hash } = newOpaqueToken();
  await insertRefreshToken(db, { hash, family, codLogin, ttlSeconds });
  return { token, family };
}

type Rotation =
  { outcome: 'rotated'; codLogin: number; family: string } | { outcome: 'reused' | 'unknown' | 'expired' };

/**
 * How long a just-spent refresh token may come back without counting as a copy: the answer to a
 * refresh can be lost on its way (a reload, a dropped mobile connection), and the browser then
 * still holds the token it spent.
 */
export const refreshRetryGraceSeconds = 30;

/**
 * Spends a refresh token (ADR 030). Each one works once: presenting a spent or revoked token again
 * means it was copied, so the whole family is revoked and the patron logs in again. The one
 * exception is the same token again within the grace interval: the family goes on, and the
 * successor issued the first time is revoked, since its answer never arrived (if it did, the
 * patron's next refresh presents a revoked token and ends the family, as any copy would).
 */
export async function spendRefreshToken(db: Queryable, token: string): Promise<Rotation> {
  const hash = digest(token);
  const spent = await spendUsableRefreshToken(db, hash);
  if (spent) return { outcome: 'rotated', codLogin: spent.cod_login, family: spent.familia };

  const row = await refreshTokenState(db, hash, refreshRetryGraceSeconds);
  if (!row) return { outcome: 'unknown' };
  if (row.retried) {
    await revokeUnspentOfFamily(db, row.familia);
    return { outcome: 'rotated', codLogin: row.cod_login, family: row.familia };
  }
  if (row.reused) {
    await revokeFamily(db, row.familia);
    return { outcome: 'reused' };
  }
  return { outcome: 'expired' };
}
