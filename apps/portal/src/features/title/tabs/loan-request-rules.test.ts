import { describe, expect, it } from 'vitest';
import { loanRequestProblems, normalisedEmails, typedPhone } from './loan-request-rules.ts';

const draft = { origin: 1, receiving: 3, options: {}, phone: '(11) 5555-0000', email: 'ana@example.org' };

describe('loan request rules (spec §5)', () => {
  it('filters the phone to digits, hyphen, parentheses and spaces, cut at 16', () => {
    expect(typedPhone('+55 (11) 9.8765-4321 ramal 2')).toBe('55 (11) 98765-43');
  });

  it('checks e-mails separated by ";" in lower case', () => {
    expect(normalisedEmails(' Ana@Example.org ; bia@example.org;')).toBe('ana@example.org;bia@example.org');
    expect(loanRequestProblems({ ...draft, email: 'ana@example.org; bia@' }, [])).toEqual(['email']);
    expect(loanRequestProblems({ ...draft, email: 'ANA@EXAMPLE.ORG;bia@example.org' }, [])).toEqual([]);
  });

  it('names every rule broken, in the form order', () => {
    expect(
      loanRequestProblems({ origin: null, receiving: null, options: {}, phone: '()', email: '' }, [
        'volumes',
      ]),
    ).toEqual(['origin', 'receiving', 'options', 'phone', 'email']);
    expect(loanRequestProblems({ ...draft, options: { volumes: 'v. 1' } }, ['volumes'])).toEqual([]);
  });
});
