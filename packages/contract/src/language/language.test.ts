import { describe, expect, it } from 'vitest';
import { isLocale, languageHeaderCodes, localeFromLanguageHeader } from './language.ts';

describe('language header', () => {
  it('maps each portal language to the code real Pergamum servers expect', () => {
    expect(languageHeaderCodes).toEqual({ pt: 1, es: 3, en: 5, fr: 5, it: 5 });
  });

  it('reads the header back into the language the server answers in', () => {
    expect(localeFromLanguageHeader('1')).toBe('pt');
    expect(localeFromLanguageHeader('3')).toBe('es');
    expect(localeFromLanguageHeader(' 5 ')).toBe('en');
    expect(localeFromLanguageHeader(undefined)).toBe('pt');
    expect(localeFromLanguageHeader('9')).toBe('pt');
  });

  it('recognises only the offered locales', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(5)).toBe(false);
  });
});
