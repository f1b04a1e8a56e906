import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '../../../lib/search/search-url.ts';
import { searchKey, searchRequestPath } from './search.ts';

const state = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('searchRequestPath', () => {
  it('asks the API for one page of twenty with every option spelt out', () => {
    expect(
      searchRequestPath(state('termo=dom casmurro&campo=titulo&ordenacao=Y&ordem=D&paginaAtiva=2')),
    ).toBe(
      '/api/consulta?termo=dom+casmurro&campo=titulo&ordenacao=Y&ordem=D&exibicao=D&quantPag=20&paginaAtiva=2',
    );
  });

  it('repeats filters, so a code holding a comma stays whole', () => {
    expect(searchRequestPath(state('termo=brasil&filtro=S:Brasil, história&filtro=Y:1899'))).toContain(
      'filtro=S%3ABrasil%2C+hist%C3%B3ria&filtro=Y%3A1899',
    );
  });

  it('browses by filters alone when there is no term', () => {
    expect(searchRequestPath(state('filtro=T:1'))).toMatch(/^\/api\/consulta\/navegar\?filtro=T%3A1&/);
  });
});

describe('searchKey', () => {
  it('is the same for both display modes and differs by language', () => {
    expect(searchKey(state('termo=machado&exibicao=C'), 'pt')).toEqual(
      searchKey(state('termo=machado'), 'pt'),
    );
    expect(searchKey(state('termo=machado'), 'en')).not.toEqual(searchKey(state('termo=machado'), 'pt'));
    expect(searchKey(null, 'pt')).toBeNull();
  });
});
