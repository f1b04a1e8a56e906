import type { Locale } from '@acervo/contract';
import { localeAtom } from '../intl/locale.ts';
import { useAtomValue } from '../jotai.ts';
import { sessionAtom } from '../session/session.ts';

/** Whose data a cache entry holds, and in which language it was answered. */
export type PatronScope = { login: number; locale: Locale };

const patronTag = 'patron';

/**
 * A cache key for a patron's own data: tagged, and scoped by the login and the language, so one
 * patron's answers can never be served under another's session (logout, swap user) and the shell
 * can drop them all at once (`isPatronKey`). Null, which SWR reads as "do not fetch", when nobody
 * is logged in.
 */
export function patronKey(scope: PatronScope | null, path: string, params?: Record<string, unknown>) {
  return scope ? ([patronTag, scope.login, scope.locale, path, params ?? null] as const) : null;
}

export type PatronKey = NonNullable<ReturnType<typeof patronKey>>;

export function isPatronKey(key: unknown): key is PatronKey {
  return Array.isArray(key) && key[0] === patronTag;
}

/** Whether a key is a patron's key for one endpoint (to revalidate exactly what an action changed). */
export const isPatronKeyFor = (path: string) => (key: unknown) => isPatronKey(key) && key[3] === path;

/** The logged-in patron's scope, or null. */
export function usePatronScope(): PatronScope | null {
  const session = useAtomValue(sessionAtom);
  const locale = useAtomValue(localeAtom);
  return session ? { login: session.user.cod_login, locale } : null;
}
