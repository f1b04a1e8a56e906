import type { LoginResponse } from '@acervo/contract';
import type { z } from 'zod';
import { atom } from '../jotai.ts';
import { decryptJson, encryptJson } from './encrypted-storage.ts';
import type { sessionSchema } from './session-schema.ts';

/**
 * A logged-in patron's session. Kept in one of two stores (spec §4): the browser session
 * (sessionStorage, gone when the browser closes) or, with remember-me, the persistent one
 * (localStorage). Either way it is encrypted (encrypted-storage.ts).
 */
export type Session = z.infer<typeof sessionSchema>;

export const sessionStorageKey = 'acervo.sessao';

/** The session, or null when nobody is logged in ("credentials false and user false"). */
export const sessionAtom = atom<Session | null>(null);

export const isLoggedInAtom = atom((get) => get(sessionAtom) !== null);

function storeFor(remember: boolean): Storage {
  return remember ? localStorage : sessionStorage;
}

export function sessionFromLogin(
  response: LoginResponse,
  remember: boolean,
  extra: { oidcNonce?: string } = {},
  now = Date.now(),
): Session {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: now + response.expires_in * 1000,
    user: response.user,
    permissions: response.authPermissions,
    remember,
    ...(extra.oidcNonce ? { oidcNonce: extra.oidcNonce } : {}),
  };
}

/**
 * Counts writes to the stores. Encryption is asynchronous, so a write that finishes after a later
 * one began (a token refresh overtaken by logout) must not put back a session that was ended.
 */
let storeWrites = 0;

/** Writes the session to its store (and removes it from the other one). */
export async function persistSession(session: Session): Promise<void> {
  const write = ++storeWrites;
  const encrypted = await encryptJson(session);
  if (write !== storeWrites) return;
  storeFor(session.remember).setItem(sessionStorageKey, encrypted);
  storeFor(!session.remember).removeItem(sessionStorageKey);
}

/** The stored session, browser-session store first; null when none or unreadable. */
export async function loadStoredSession(): Promise<Session | null> {
  for (const storage of [sessionStorage, localStorage]) {
    const stored = storage.getItem(sessionStorageKey);
    if (stored === null) continue;
    const { sessionSchema } = await import('./session-schema.ts');
    const parsed = sessionSchema.safeParse(await decryptJson(stored));
    if (parsed.success) return parsed.data;
    storage.removeItem(sessionStorageKey);
  }
  return null;
}

/** Logout: clears both stores (spec §2 `/sair`). */
export function clearStoredSessions(): void {
  storeWrites++;
  sessionStorage.removeItem(sessionStorageKey);
  localStorage.removeItem(sessionStorageKey);
}
