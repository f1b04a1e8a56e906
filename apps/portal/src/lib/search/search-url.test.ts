import { describe, expect, it } from 'vitest';
import { hasSearch, parseSearchParams, searchHref } from './search-url.ts';

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

describe('searchHref with the result options', () => {
  it('writes sort, order, display and page, leaving out their defaults', () => {
    expect(searchHref({ term: 'brasil', sort: 'Y', descending: true, display: 'C', page: 2 })).toBe(
      '/?termo=brasil&ordenacao=Y&ordem=D&exibicao=C&paginaAtiva=2',
    );
    expect(searchHref({ term: 'brasil', sort: 'C', display: 'D', page: 1 })).toBe('/?termo=brasil');
  });
});

describe('parseSearchParams', () => {
  const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

  it('reads back what searchHref writes', () => {
    const link = {
      term: 'dom casmurro',
      field: 'titulo',
      filters: [
        { type: 'S', code: 'Literatura, brasileira' },
        { type: 'Y', code: '1899' },
      ],
      sort: 'A',
      descending: true,
      display: 'C',
      page: 3,
    } as const;
    expect(parse(searchHref(link).slice(2))).toEqual({ ...link, filters: [...link.filters] });
  });

  it('fills in the defaults of an empty address', () => {
    expect(parse('')).toEqual({
      term: '',
      field: 'livre',
      filters: [],
      sort: 'C',
      descending: false,
      display: 'D',
      page: 1,
    });
  });

  it('turns junk into defaults instead of errors', () => {
    const state = parse(
      `termo=${'a'.repeat(5000)}&campo=zz&ordenacao=zz&exibicao=Q&paginaAtiva=-4&filtro=Q:1&filtro=T&filtro=T:1&filtro=T:1`,
    );
    expect(state.term).toHaveLength(500);
    expect(state).toMatchObject({ field: 'livre', sort: 'C', display: 'D', page: 1 });
    expect(state.filters).toEqual([{ type: 'T', code: '1' }]);
    expect(parse('paginaAtiva=99999').page).toBe(10_000);
    expect(parse('paginaAtiva=2.5').page).toBe(1);
  });

  it('tells a search from the bare home page', () => {
    expect(hasSearch(parse('termo=brasil'))).toBe(true);
    expect(hasSearch(parse('filtro=T:1'))).toBe(true);
    expect(hasSearch(parse('exibicao=C'))).toBe(false);
  });
});
