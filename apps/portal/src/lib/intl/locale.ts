import { defaultLocale, isLocale, type Locale } from '@acervo/contract';
import { atom } from '../jotai.ts';

export const localeStorageKey = 'acervo.lng';

/** The language at start: `?lng=` wins (and is remembered), then local storage, then Portuguese. */
export function initialLocale(
  location: Pick<Location, 'search'> = window.location,
  storage: Storage = localStorage,
): Locale {
  const requested = new URLSearchParams(location.search).get('lng');
  if (isLocale(requested)) {
    storage.setItem(localeStorageKey, requested);
    return requested;
  }
  const stored = storage.getItem(localeStorageKey);
  return isLocale(stored) ? stored : defaultLocale;
}

export const localeAtom = atom<Locale>(defaultLocale);

/** BCP 47 tags for formatting dates, numbers and currency per language. */
export const localeTags = { pt: 'pt-BR', en: 'en', es: 'es', fr: 'fr', it: 'it' } as const satisfies Record<
  Locale,
  string
>;
