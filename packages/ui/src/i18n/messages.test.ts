import { describe, expect, it } from 'vitest';
import { dictionaries, uiLocales } from './messages.ts';
import { fill, messagesFor } from './useUiMessages.ts';

describe('ui dictionary', () => {
  it('translates every key in every locale, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const locale of uiLocales) {
      for (const [key, source] of Object.entries(dictionaries.pt)) {
        const text = dictionaries[locale][key as keyof typeof dictionaries.pt];
        expect(text, `${locale}.${key}`).toBeTruthy();
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(source));
      }
    }
  });

  it('picks the dictionary by language and falls back to Portuguese', () => {
    expect(messagesFor('en-US').close).toBe('Close');
    expect(messagesFor('pt-BR').close).toBe('Fechar');
    expect(messagesFor('de-DE').close).toBe('Fechar');
    expect(messagesFor('fr-FR').language).toBe('Langue');
    expect(messagesFor('it-IT').skipToContent).toBe('Vai al contenuto principale');
  });

  it('fills placeholders and keeps unknown ones visible', () => {
    expect(fill('Página {page} de {total}', { page: 2 })).toBe('Página 2 de {total}');
    expect(fill(messagesFor('pt-BR').homeLink, { name: 'UFX' })).toBe('UFX – página inicial');
  });
});
