import type { SearchFieldCode } from '@acervo/contract';
import { searchHref } from '../../lib/search/search-url.ts';

/** An author or subject as the API lists it in `dados_adicionais` (A, S). */
export type HeadingEntry = { codigo: string; descricao: string };

/**
 * Where an author or subject leads: its authority record when the API gives the authority's id
 * (a numeric code), else a search for the heading in its own index.
 */
export function headingHref(entry: HeadingEntry, field: SearchFieldCode): string {
  return /^\d{1,10}$/.test(entry.codigo)
    ? `/autoridade/${entry.codigo}`
    : searchHref({ term: entry.descricao, field });
}
