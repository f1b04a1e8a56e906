import { describe, expect, it } from 'vitest';
import { hasSearch, parseSearchParams, searchHref, searchQueryString } from './search-url.ts';

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

  it('keeps the advanced lines, the year range and the open form in the address, both ways', () => {
    const link = {
      advanced: true,
      lines: [
        { term: 'dom casmurro', field: 'titulo', operator: 'E' },
        { term: '  ', field: 'autor', operator: 'OU' },
        { term: 'assis', field: 'autor', operator: 'NAO' },
      ],
      filters: [{ type: 'I', code: 'por' }],
      yearFrom: 1880,
      yearTo: 1900,
    } as const;
    const query = searchQueryString(link);
    expect(query).toBe(
      'termo1=dom+casmurro&campo1=titulo&termo2=assis&campo2=autor&operador2=NAO&anoIni=1880&anoFim=1900&filtro=I%3Apor&avancada=1',
    );
    expect(parse(query)).toMatchObject({
      advanced: true,
      lines: [
        { term: 'dom casmurro', field: 'titulo', operator: 'E' },
        { term: 'assis', field: 'autor', operator: 'NAO' },
      ],
      filters: [{ type: 'I', code: 'por' }],
      yearFrom: 1880,
      yearTo: 1900,
    });
    expect(hasSearch(parse('termo2=assis'))).toBe(true);
    expect(hasSearch(parse('avancada=1&anoIni=1900'))).toBe(false);
  });

  it('reads junk advanced parts leniently: unknown fields and operators, bad or reversed years', () => {
    const state = parse('termo1=x&campo1=zz&termo2=y&operador2=XOR&anoIni=19x0&anoFim=abc&termo9=z');
    expect(state.lines).toEqual([
      { term: 'x', field: 'livre', operator: 'E' },
      { term: 'y', field: 'livre', operator: 'E' },
    ]);
    expect(state.yearFrom).toBeUndefined();
    expect(state.yearTo).toBeUndefined();
    expect(parse('termo1=x&anoIni=1950&anoFim=1900')).toMatchObject({ yearFrom: 1900, yearTo: 1950 });
  });
});
