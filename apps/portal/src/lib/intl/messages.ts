import type { Locale } from '@acervo/contract';
import type { MessageFormatElement } from 'react-intl';

/** A catalogue: plain ICU text in development, syntax trees in production builds. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Catalogues load on demand so each visitor downloads one language. Portuguese needs none: it is
 * the messages' default language, and each message's default text travels with the code that
 * shows it (pt.json is the translators' copy of those texts). French and Italian translate the
 * login area only; their missing keys fall back to English (architecture §4).
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  pt: () => Promise.resolve({}),
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
