import type { SearchQuery, searchSortCodes } from '@acervo/contract';
import type { ApiLocale } from '../../i18n/locale.ts';

type Texts = Record<ApiLocale, string>;

/** The sort orders' names, by spec code (`/consulta/ordenacao`). */
export const SORT_NAMES: Record<(typeof searchSortCodes)[number], Texts> = {
  C: { pt: 'Relevância', en: 'Relevance', es: 'Relevancia' },
  T: { pt: 'Título', en: 'Title', es: 'Título' },
  A: { pt: 'Autor', en: 'Author', es: 'Autor' },
  Y: { pt: 'Ano de publicação', en: 'Year of publication', es: 'Año de publicación' },
  O: { pt: 'Tipo de obra', en: 'Type of work', es: 'Tipo de obra' },
  N: { pt: 'Mais recentes no acervo', en: 'Newest in the catalogue', es: 'Más recientes en el acervo' },
};

/** The browsable indexes' names (`/consulta/opcoes-indice`). */
export const INDEX_NAMES: Record<string, Texts> = {
  titulo: { pt: 'Título', en: 'Title', es: 'Título' },
  serie: { pt: 'Série', en: 'Series', es: 'Serie' },
  autor: { pt: 'Autor', en: 'Author', es: 'Autor' },
  assunto: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
  chamada: { pt: 'Número de chamada', en: 'Call number', es: 'Signatura' },
  isbn: { pt: 'ISBN', en: 'ISBN', es: 'ISBN' },
  issn: { pt: 'ISSN', en: 'ISSN', es: 'ISSN' },
};

/** The search fields' names as a query is read back, per language. */
export const FIELD_LABELS: Record<string, Record<NonNullable<SearchQuery['campo']>, string>> = {
  pt: {
    livre: 'livre',
    titulo: 'título',
    autor: 'autor',
    assunto: 'assunto',
    serie: 'série',
    chamada: 'número de chamada',
    isbn: 'ISBN',
    issn: 'ISSN',
  },
  en: {
    livre: 'any field',
    titulo: 'title',
    autor: 'author',
    assunto: 'subject',
    serie: 'series',
    chamada: 'call number',
    isbn: 'ISBN',
    issn: 'ISSN',
  },
  es: {
    livre: 'libre',
    titulo: 'título',
    autor: 'autor',
    assunto: 'materia',
    serie: 'serie',
    chamada: 'signatura',
    isbn: 'ISBN',
    issn: 'ISSN',
  },
};
/** The operators joining a query's lines, per language. */
export const OPERATOR_LABELS: Record<string, Record<'E' | 'OU' | 'NAO', string>> = {
  pt: { E: 'E', OU: 'OU', NAO: 'NÃO' },
  en: { E: 'AND', OU: 'OR', NAO: 'NOT' },
  es: { E: 'Y', OU: 'O', NAO: 'NO' },
};
