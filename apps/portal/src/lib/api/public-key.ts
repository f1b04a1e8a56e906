import type { Locale } from '@acervo/contract';

const publicTag = 'public';

/**
 * A cache key for data anyone may read (a title, its copies, an authority): tagged and scoped by the
 * language, since the API answers descriptions and statuses in the `lang` it was asked in.
 */
export function publicKey(locale: Locale, path: string, params?: Record<string, unknown>) {
  return [publicTag, locale, path, params ?? null] as const;
}
