import { describe, expect, it } from 'vitest';
import {
  PREFIX_MIN_LENGTH,
  foldText,
  isbnForms,
  normalizeHeading,
  normalizeIsbn,
  normalizeIssn,
  tokenize,
  tokenizeQuery,
} from './tokenizer.ts';

describe('foldText', () => {
  it('lower-cases and strips Portuguese, French and Czech accents', () => {
    expect(foldText('Coração SÃO Paulo')).toBe('coracao sao paulo');
    expect(foldText('Éducation à la française')).toBe('education a la francaise');
    expect(foldText('Dvořák Žluťoučký')).toBe('dvorak zlutoucky');
  });

  it('folds letters that decomposition leaves alone', () => {
    expect(foldText('Straße Æsop Œuvres Ørsted Łódź Đorđe Þór')).toBe(
      'strasse aesop oeuvres orsted lodz dorde thor',
    );
  });

  it('unfolds compatibility forms', () => {
    expect(foldText('ﬁnal x² ＡＢＣ')).toBe('final x2 abc');
  });

  it('keeps non-Latin scripts, without their points', () => {
    // Like PostgreSQL's unaccent, Cyrillic ё and й lose their marks too.
    expect(foldText('Ёлка Война и мир')).toBe('елка воина и мир');
    expect(foldText('Ἰλιάς')).toBe('ιλιας');
  });
});

describe('tokenize', () => {
  it('splits on anything that is not a letter or digit', () => {
    expect(tokenize('Memórias póstumas de Brás Cubas: romance (1881).')).toEqual([
      'memorias',
      'postumas',
      'de',
      'bras',
      'cubas',
      'romance',
      '1881',
    ]);
  });

  it('keeps short words as tokens and repeats as repeats', () => {
    expect(tokenize('A hora e a vez')).toEqual(['a', 'hora', 'e', 'a', 'vez']);
    expect(tokenize(" d'Água")).toEqual(['d', 'agua']);
  });

  it('returns nothing for empty input', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(null)).toEqual([]);
    expect(tokenize(' -- ; ')).toEqual([]);
  });

  it('joins a hyphenated ISBN-10 and adds its ISBN-13', () => {
    expect(tokenize('ISBN 85-359-0277-5')).toEqual([
      'isbn',
      '8535902775',
      '9788535902778',
      '85',
      '359',
      '0277',
      '5',
    ]);
  });

  it('keeps the ISBN-10 check character X as x', () => {
    expect(tokenize('0-8044-2957-X')).toEqual(['080442957x', '9780804429573', '0', '8044', '2957', 'x']);
  });

  it('adds the ISBN-10 of a 978 ISBN-13, but none for 979', () => {
    expect(tokenize('978-85-359-0277-8').slice(0, 2)).toEqual(['9788535902778', '8535902775']);
    expect(tokenize('979-10-90636-07-1').slice(0, 2)).toEqual(['9791090636071', '979']);
  });

  it('joins an ISBN written with spaces only when its check digit is right', () => {
    expect(tokenize('85 359 0277 5').slice(0, 2)).toEqual(['8535902775', '9788535902778']);
    expect(tokenize('85 359 0277 4')).toEqual(['85', '359', '0277', '4']);
  });

  it('keeps a misprinted hyphenated ISBN findable', () => {
    expect(tokenize('85-359-0277-4')[0]).toBe('8535902774');
  });

  it('joins a valid ISSN but leaves date ranges alone', () => {
    expect(tokenize('ISSN 0028-0836')).toEqual(['issn', '00280836', '0028', '0836']);
    expect(tokenize('Guerra 1939-1945')).toEqual(['guerra', '1939', '1945']);
  });

  it('accepts a plain 10-digit ISBN and indexes its ISBN-13', () => {
    expect(tokenize('8535902775')).toEqual(['8535902775', '9788535902778']);
  });
});

describe('tokenizeQuery', () => {
  it('marks terms of three or more characters as prefixes', () => {
    expect(PREFIX_MIN_LENGTH).toBe(3);
    expect(tokenizeQuery('Dom Casmurro de MA')).toEqual([
      { term: 'dom', prefix: true },
      { term: 'casmurro', prefix: true },
      { term: 'de', prefix: false },
      { term: 'ma', prefix: false },
    ]);
  });

  it('reduces any spelling of an ISBN to its ISBN-13, which documents always carry', () => {
    const canonical = [{ term: '9788535902778', prefix: false }];
    expect(tokenizeQuery('85-359-0277-5')).toEqual(canonical);
    expect(tokenizeQuery('8535902775')).toEqual(canonical);
    expect(tokenizeQuery('978 85 359 0277 8')).toEqual(canonical);
    expect(tokenize('9788535902778')).toContain('9788535902778');
  });

  it('deduplicates terms', () => {
    expect(tokenizeQuery('casa CASA Casa').map((term) => term.term)).toEqual(['casa']);
  });
});

describe('standard numbers in catalogue fields', () => {
  it('normalises 020 values with qualifiers', () => {
    expect(normalizeIsbn('8535902775 (broch.)')).toBe('8535902775');
    expect(normalizeIsbn('978-85-359-0277-8 :')).toBe('9788535902778');
    expect(normalizeIsbn('0-8044-2957-x')).toBe('080442957x');
    expect(normalizeIsbn('(pbk.)')).toBeNull();
    expect(normalizeIsbn('12345')).toBeNull();
  });

  it('lists both forms of a valid ISBN', () => {
    expect(isbnForms('85-359-0277-5')).toEqual(['8535902775', '9788535902778']);
    expect(isbnForms('9788535902778')).toEqual(['9788535902778', '8535902775']);
    expect(isbnForms('8535902774')).toEqual(['8535902774']);
  });

  it('normalises ISSNs', () => {
    expect(normalizeIssn('0028-0836')).toBe('00280836');
    expect(normalizeIssn('1234-567X (print)')).toBe('1234567x');
    expect(normalizeIssn('abc')).toBeNull();
  });
});

describe('normalizeHeading', () => {
  it('matches headings that differ in case, accents, punctuation and spacing', () => {
    const authority = normalizeHeading('Assis, Machado de, 1839-1908');
    expect(normalizeHeading('ASSIS, MACHADO DE,  1839–1908.')).toBe(authority);
    expect(normalizeHeading('Assis, Machado de 1839-1908')).toBe(authority);
    expect(authority).toBe('assis machado de 1839 1908');
  });

  it('drops trailing punctuation and keeps qualifiers', () => {
    expect(normalizeHeading('Brasil -- História -- Período colonial, 1500-1822.')).toBe(
      'brasil historia periodo colonial 1500 1822',
    );
    expect(normalizeHeading('Pessoa, Fernando, 1888-1935 (Heterônimos)')).toBe(
      'pessoa fernando 1888 1935 heteronimos',
    );
    expect(normalizeHeading(undefined)).toBe('');
  });
});
