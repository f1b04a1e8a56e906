import type { authorityTypeCodes, SearchFieldCode } from '@acervo/contract';
import { searchHref } from '../../lib/search/search-url.ts';

type AuthorityType = (typeof authorityTypeCodes)[number];

/**
 * The index a heading is searched in: names (people, institutions, events) in the author index, a
 * uniform title in the title index, every kind of subject, form and subdivision in the subject index.
 */
export function authoritySearchField(type: AuthorityType): SearchFieldCode {
  switch (type) {
    case 'pessoa':
    case 'instituicao':
    case 'evento':
      return 'autor';
    case 'titulo_uniforme':
      return 'titulo';
    default:
      return 'assunto';
  }
}

/** A search of the catalogue for the titles under a heading. */
export const authoritySearchHref = (heading: string, type: AuthorityType) =>
  searchHref({ term: heading, field: authoritySearchField(type) });

/** Where a reference leads: its own authority when it has one, else a search for the term. */
export const referenceHref = (
  reference: { termo: string; cod_autoridade: number | null },
  type: AuthorityType,
) =>
  reference.cod_autoridade === null
    ? authoritySearchHref(reference.termo, type)
    : `/autoridade/${reference.cod_autoridade}`;

/** The titles' page an address asks for (`?pagina=2`); anything else is the first. */
export function titlesPage(search: URLSearchParams): number {
  const page = Number(search.get('pagina'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
