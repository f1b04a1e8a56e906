import { describe, expect, it } from 'vitest';
import { termProblem } from './search-terms.ts';

describe('termProblem', () => {
  it('asks for a term when nothing searchable was typed', () => {
    expect(termProblem('')).toBe('required');
    expect(termProblem('   ')).toBe('required');
    expect(termProblem('?!—')).toBe('required');
  });

  it('refuses a search whose every word is shorter than three characters', () => {
    expect(termProblem('de')).toBe('tooShort');
    expect(termProblem('a de o')).toBe('tooShort');
    expect(termProblem('C++')).toBe('tooShort');
  });

  it('runs a search with one word long enough, counting letters rather than bytes', () => {
    expect(termProblem('dom casmurro')).toBeNull();
    expect(termProblem('o rio')).toBeNull();
    expect(termProblem('çéu')).toBeNull();
    expect(termProblem('1984')).toBeNull();
  });
});
