import { describe, expect, it } from 'vitest';
import { suggestionField, suggestionsKey, wantsSuggestions } from './suggestions.ts';

describe('suggestions', () => {
  it('asks only once the words typed hold three characters, and not after a finished word', () => {
    expect(wantsSuggestions('ma')).toBe(false);
    expect(wantsSuggestions(' ma ')).toBe(false);
    expect(wantsSuggestions('mac')).toBe(true);
    expect(wantsSuggestions('machado ')).toBe(false);
    expect(wantsSuggestions('machado de as')).toBe(true);
  });

  it('completes words in all fields, titles, authors and subjects only', () => {
    expect(suggestionField('autor')).toBe('autor');
    expect(suggestionField('isbn')).toBeNull();
    expect(suggestionsKey('pt', 'machado', 'chamada')).toBeNull();
    expect(suggestionsKey('pt', ' machado', 'livre')).toEqual([
      'public',
      'pt',
      '/api/consulta/sugestoes',
      { termo: 'machado', campo: 'livre', limite: 8 },
    ]);
  });
});
