import type { Queryable } from '../../db/database.ts';
import { hashOpaqueToken, newOpaqueToken } from './refresh-tokens.ts';
import {
  deleteExpiredRedirectTokens,
  insertRedirectToken,
  spendUsableRedirectToken,
} from './token-repository.ts';

/** How long a one-time redirect token lives: long enough to open a tab, no longer. */
export const redirectTokenTtl = 120;

/** A one-time token that opens a session for this login (grant `redirect_token`). */
export async function issueRedirectToken(
  db: Queryable,
  codLogin: number,
  purpose: string,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newOpaqueToken();
  const expiresAt = await insertRedirectToken(db, { hash, codLogin, purpose, ttlSeconds: redirectTokenTtl });
  // Expired tokens are useless; clear them as new ones are made.
  await deleteExpiredRedirectTokens(db);
  return { token, expiresAt: new Date(expiresAt) };
}

/** Uses a redirect token once; answers its login, or null when unknown, spent or expired. */
export async function spendRedirectToken(db: Queryable, token: string): Promise<number | null> {
  return (await spendUsableRedirectToken(db, hashOpaqueToken(token))) ?? null;
}
