import { describe, expect, it } from 'vitest';
import { searchHref } from './search-url.ts';

describe('searchHref', () => {
  it('links a term in one index, encoded', () => {
    expect(searchHref({ term: 'Assis, Machado de', field: 'autor' })).toBe(
      '/?termo=Assis%2C+Machado+de&campo=autor',
    );
  });

  it('leaves out the field for all fields, and empty terms and filters', () => {
    expect(searchHref({ term: ' dom casmurro ', field: 'livre' })).toBe('/?termo=dom+casmurro');
    expect(searchHref({ term: '  ', field: 'titulo', filters: [{ type: 'T', code: '' }] })).toBe('/');
  });

  it('repeats filters as the API reads them', () => {
    expect(
      searchHref({
        filters: [
          { type: 'S', code: '12' },
          { type: 'Y', code: '1899' },
        ],
      }),
    ).toBe('/?filtro=S%3A12&filtro=Y%3A1899');
  });
});
