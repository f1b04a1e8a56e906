import type { Locale } from '@acervo/contract';

export type Messages = Record<string, string>;

/**
 * Catalogues load on demand so each visitor downloads one language. French and Italian translate
 * the login area only; their missing keys fall back to English (architecture §4).
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  pt: () => import('../../locales/pt.json').then((module) => module.default),
  en: () => import('../../locales/en.json').then((module) => module.default),
  es: () => import('../../locales/es.json').then((module) => module.default),
  fr: () =>
    Promise.all([loaders.en(), import('../../locales/fr.json')]).then(([en, fr]) => ({
      ...en,
      ...fr.default,
    })),
  it: () =>
    Promise.all([loaders.en(), import('../../locales/it.json')]).then(([en, it]) => ({
      ...en,
      ...it.default,
    })),
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}
