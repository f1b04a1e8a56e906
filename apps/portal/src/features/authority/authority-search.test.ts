import { describe, expect, it } from 'vitest';
import { authoritySearchHref, referenceHref, titlesPage } from './authority-search.ts';

describe('authority links', () => {
  it('searches a name by author, a uniform title by title and a subject by subject', () => {
    expect(authoritySearchHref('Assis, Machado de, 1839-1908', 'pessoa')).toBe(
      '/?termo=Assis%2C+Machado+de%2C+1839-1908&campo=autor',
    );
    expect(authoritySearchHref('Bíblia', 'titulo_uniforme')).toBe('/?termo=B%C3%ADblia&campo=titulo');
    expect(authoritySearchHref('Brasil', 'assunto_geografico')).toBe('/?termo=Brasil&campo=assunto');
  });

  it('leads a reference to its authority, or to a search when it has none', () => {
    expect(referenceHref({ termo: 'Literatura brasileira', cod_autoridade: 94 }, 'assunto')).toBe(
      '/autoridade/94',
    );
    expect(referenceHref({ termo: 'Contos', cod_autoridade: null }, 'assunto')).toBe(
      '/?termo=Contos&campo=assunto',
    );
  });

  it('reads the titles page from the address, falling back to the first', () => {
    expect(titlesPage(new URLSearchParams('pagina=3'))).toBe(3);
    for (const bad of ['', 'pagina=0', 'pagina=x', 'pagina=1.5', 'pagina=-2']) {
      expect(titlesPage(new URLSearchParams(bad))).toBe(1);
    }
  });
});
