import { tokenize } from '../../text/tokenizer.ts';

/** Term groups with their own postings: every field together, and the fields patrons search by. */
export const TERM_GROUPS = ['todos', 'titulo', 'autor', 'assunto'] as const;
export type TermGroup = (typeof TERM_GROUPS)[number];

/** Facet types the index counts (spec §9 codes): work type, year, language, "only with", library. */
export const FACET_TYPES = ['T', 'Y', 'I', 'X', 'B'] as const;
export type FacetType = (typeof FACET_TYPES)[number];

/** What the index keeps of one title: its identity, its sort keys, its terms and its facet values. */
export type IndexDocument = {
  id: number;
  year: number | null;
  /** The title without non-filing characters, as the title sort compares it. */
  titleSort: string;
  /** Distinct terms per group, each from the shared tokenizer. */
  terms: Record<TermGroup, string[]>;
  /** Facet values per type other than the year (which the numbering itself orders). */
  facets: Record<Exclude<FacetType, 'Y'>, string[]>;
};

/** The catalogue columns a document is made from (one row of `documentRows`). */
export type DocumentRow = {
  cod_acervo: number;
  ano_publicacao: number | null;
  titulo: string;
  subtitulo: string | null;
  titulo_ordenacao: string;
  responsabilidade: string | null;
  autor_principal: string | null;
  edicao: string | null;
  local_publicacao: string | null;
  editora: string | null;
  serie: string | null;
  isbn: string[];
  issn: string[];
  cod_tipo_obra: number;
  idioma: string | null;
  link_capa: string | null;
  acesso_remoto: boolean;
  possui_acessibilidade: boolean;
  autores: string[];
  assuntos: string[];
  bibliotecas: number[];
};

function distinctTerms(texts: Array<string | null | undefined>): string[] {
  const terms = new Set<string>();
  for (const text of texts) for (const term of tokenize(text)) terms.add(term);
  return [...terms];
}

/**
 * The fields of a title grouped as the search weighs them (title, names, subjects, the rest). This
 * is the in-memory twin of the SQL path's document text: both feed the same strings to `tokenize`.
 */
export function toDocument(row: DocumentRow): IndexDocument {
  const titulo = distinctTerms([row.titulo, row.subtitulo]);
  const autor = distinctTerms([row.autor_principal, ...row.autores]);
  const assunto = distinctTerms(row.assuntos);
  const outros = [
    row.responsabilidade,
    row.edicao,
    row.local_publicacao,
    row.editora,
    row.serie,
    ...row.isbn,
    ...row.issn,
  ];
  const todos = distinctTerms([
    row.titulo,
    row.subtitulo,
    row.autor_principal,
    ...row.autores,
    ...row.assuntos,
    ...outros,
  ]);
  const onlyWith: string[] = [];
  if (row.link_capa) onlyWith.push('C');
  if (row.acesso_remoto) onlyWith.push('O');
  if (row.possui_acessibilidade) onlyWith.push('A');
  return {
    id: row.cod_acervo,
    year: row.ano_publicacao,
    titleSort: row.titulo_ordenacao,
    terms: { todos, titulo, autor, assunto },
    facets: {
      T: [String(row.cod_tipo_obra)],
      I: row.idioma ? [row.idioma.trim()] : [],
      X: onlyWith,
      B: [...new Set(row.bibliotecas)].map(String),
    },
  };
}

/** Static rank: year descending (titles without a year last), then id ascending. */
export function compareStaticRank(
  a: { year: number | null; id: number },
  b: { year: number | null; id: number },
): number {
  const ya = a.year ?? -Infinity;
  const yb = b.year ?? -Infinity;
  if (ya !== yb) return yb - ya;
  return a.id - b.id;
}
