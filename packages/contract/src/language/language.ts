/** Languages the portal offers; fr and it cover the login area (spec §1). */
export const locales = ['pt', 'en', 'es', 'fr', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt';

/** The `lang` request header: 1 Portuguese, 3 Spanish, 5 English (fr and it send 5). */
export const languageHeaderCodes = { pt: 1, es: 3, en: 5, fr: 5, it: 5 } as const satisfies Record<
  Locale,
  number
>;
export type LanguageHeaderCode = (typeof languageHeaderCodes)[Locale];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The server answers in the language of the `lang` header, Portuguese when absent or unknown. */
export function localeFromLanguageHeader(header: string | undefined): 'pt' | 'es' | 'en' {
  switch (header?.trim()) {
    case '3':
      return 'es';
    case '5':
      return 'en';
    default:
      return 'pt';
  }
}
