import { describe, expect, it } from 'vitest';
import { fillMessage, foundationDictionaries, foundationMessagesFor } from './foundation-messages.ts';

describe('foundation dictionary', () => {
  it('translates every key in every locale, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [locale, dictionary] of Object.entries(foundationDictionaries)) {
      for (const [key, source] of Object.entries(foundationDictionaries.pt)) {
        const text = dictionary[key as keyof typeof foundationDictionaries.pt];
        expect(text, `${locale}.${key}`).toBeTruthy();
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(source));
      }
    }
  });

  it('picks by language and falls back to Portuguese', () => {
    expect(foundationMessagesFor('fr-FR').language).toBe('Langue');
    expect(foundationMessagesFor('de-DE').language).toBe('Idioma');
    expect(fillMessage('+{value}%', { value: 40 })).toBe('+40%');
  });
});
