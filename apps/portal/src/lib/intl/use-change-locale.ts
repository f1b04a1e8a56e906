import type { Locale } from '@acervo/contract';
import { useCallback } from 'react';
import { useSetAtom } from '../jotai.ts';
import { localeAtom, localeStorageKey, localeTags } from './locale.ts';

/** Switches the language: remembered in local storage, set on <html lang>, sent on every request. */
export function useChangeLocale() {
  const setLocale = useSetAtom(localeAtom);
  return useCallback(
    (locale: Locale) => {
      localStorage.setItem(localeStorageKey, locale);
      document.documentElement.lang = localeTags[locale];
      setLocale(locale);
    },
    [setLocale],
  );
}
