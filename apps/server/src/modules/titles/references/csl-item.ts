/**
 * A title as a CSL-JSON item, the input of the CSL processor and of the RIS/BibTeX exports.
 * Names "Family, Given, dates" become {family, given}; corporate and meeting names stay literal.
 */
export type TitleForReference = {
  cod_acervo: number;
  cod_tipo_obra: number;
  titulo: string;
  subtitulo: string | null;
  autores: Array<{ nome: string; tag: string; funcao: string | null }>;
  edicao: string | null;
  local_publicacao: string | null;
  editora: string | null;
  ano_publicacao: number | null;
  descricao_fisica: string | null;
  serie: string | null;
  isbn: string[];
  issn: string[];
  idioma: string | null;
  notas: string | null;
  links: string[];
};

export type CslName = { family?: string; given?: string; literal?: string };
export type CslItem = {
  id: string;
  type: string;
  title: string;
  author?: CslName[];
  editor?: CslName[];
  edition?: string;
  publisher?: string;
  'publisher-place'?: string;
  issued?: { 'date-parts': number[][] };
  'number-of-pages'?: string;
  'collection-title'?: string;
  ISBN?: string;
  ISSN?: string;
  URL?: string;
  language?: string;
  note?: string;
};

/** Work types (tipo_obra) to CSL types; anything else is a book. */
const CSL_TYPES: Record<number, string> = {
  2: 'thesis',
  3: 'thesis',
  4: 'thesis',
  5: 'periodical',
  6: 'article-journal',
  7: 'map',
  8: 'musical_score',
  9: 'song',
  10: 'motion_picture',
  11: 'webpage',
  12: 'manuscript',
  14: 'graphic',
};

const trailing = /[\s,.;:/=]+$/u;

function cslName(nome: string, corporate: boolean): CslName {
  const clean = nome.replace(trailing, '').trim();
  if (corporate) return { literal: clean };
  const [family, given] = clean.split(/,\s*/u);
  if (!given) return { literal: family ?? clean };
  // Dates and titles after the given name ("1920-1977", "marquis") are not part of it.
  const givenName = given.replace(/\s*\(.*\)$/u, '').trim();
  return { family: family!.trim(), given: givenName };
}

function pages(description: string | null): string | undefined {
  const match = description?.match(/(\d+)\s*(?:p\b|páginas|pages|f\.)/iu);
  return match?.[1];
}

export function toCslItem(title: TitleForReference): CslItem {
  const names = title.autores.filter((name) => !['600', '610', '611', '630'].includes(name.tag));
  const isEditor = (funcao: string | null) =>
    Boolean(funcao && /\b(ed|org|coord)\b|editor|organizador/iu.test(funcao));
  const person = (name: (typeof names)[number]) => cslName(name.nome, /^(110|111|710|711)$/.test(name.tag));
  const authors = names.filter((name) => !isEditor(name.funcao)).map(person);
  const editors = names.filter((name) => isEditor(name.funcao)).map(person);
  const isbn = title.isbn.find((value) => value.length === 13) ?? title.isbn[0];
  const item: CslItem = {
    id: String(title.cod_acervo),
    type: CSL_TYPES[title.cod_tipo_obra] ?? 'book',
    title: (title.subtitulo
      ? `${title.titulo.replace(trailing, '')}: ${title.subtitulo}`
      : title.titulo
    ).replace(trailing, ''),
  };
  if (authors.length > 0) item.author = authors;
  if (editors.length > 0) item.editor = editors;
  if (title.edicao) item.edition = title.edicao.replace(trailing, '');
  if (title.editora) item.publisher = title.editora.replace(trailing, '');
  if (title.local_publicacao)
    item['publisher-place'] = title.local_publicacao.replace(/[[\]]/g, '').replace(trailing, '');
  if (title.ano_publicacao) item.issued = { 'date-parts': [[title.ano_publicacao]] };
  const pageCount = pages(title.descricao_fisica);
  if (pageCount) item['number-of-pages'] = pageCount;
  if (title.serie) item['collection-title'] = title.serie.replace(trailing, '');
  if (isbn) item.ISBN = isbn;
  if (title.issn[0]) item.ISSN = title.issn[0];
  if (title.links[0]) item.URL = title.links[0];
  if (title.idioma) item.language = title.idioma.trim();
  return item;
}
