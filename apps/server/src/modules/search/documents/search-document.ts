import { normalizeHeading, type QueryTerm, tokenize } from '../../../text/tokenizer.ts';

/**
 * What a title contributes to search, built from the shared tokenizer only (ADR 021, ADR 050).
 * Pure functions: the SQL sync stores their output as `tsvector`s and sort keys, and an in-memory
 * engine can build its postings from the same function and agree term for term.
 */

/** tsvector weights: A title, B authors, C subjects, D everything else. */
export type Weight = 'A' | 'B' | 'C' | 'D';

/** The title's data the document is built from. */
export type SearchSource = {
  titulo: string;
  subtitulo: string | null;
  titulo_ordenacao: string;
  responsabilidade: string | null;
  autor_principal: string | null;
  editora: string | null;
  notas: string | null;
  serie: string | null;
  classificacao: string | null;
  cdd: string | null;
  cdu: string | null;
  isbn: string[];
  issn: string[];
  autores: string[];
  assuntos: string[];
  chamadas: string[];
};

export type SearchDocument = {
  /** Every term with the weights of the fields it occurs in. */
  documento: Map<string, Set<Weight>>;
  serie: Set<string>;
  chamada: Set<string>;
  isbn: Set<string>;
  issn: Set<string>;
  tituloChave: string;
  autorChave: string | null;
};

/** PostgreSQL refuses lexemes over 2 KiB; no real word is near this, a long CJK run may be. */
const MAX_TERM_LENGTH = 255;

function addTerms(target: Map<string, Set<Weight>>, text: string | null | undefined, weight: Weight) {
  for (const term of tokenize(text)) {
    if (term.length > MAX_TERM_LENGTH) continue;
    let weights = target.get(term);
    if (!weights) target.set(term, (weights = new Set()));
    weights.add(weight);
  }
}

function termSet(...texts: Array<string | null | undefined>): Set<string> {
  const terms = new Set<string>();
  for (const text of texts)
    for (const term of tokenize(text)) if (term.length <= MAX_TERM_LENGTH) terms.add(term);
  return terms;
}

export function buildSearchDocument(source: SearchSource): SearchDocument {
  const documento = new Map<string, Set<Weight>>();
  addTerms(documento, source.titulo, 'A');
  addTerms(documento, source.subtitulo, 'A');
  for (const name of source.autores) addTerms(documento, name, 'B');
  addTerms(documento, source.responsabilidade, 'B');
  for (const subject of source.assuntos) addTerms(documento, subject, 'C');
  for (const text of [
    source.editora,
    source.notas,
    source.serie,
    source.classificacao,
    source.cdd,
    source.cdu,
  ])
    addTerms(documento, text, 'D');
  for (const text of [...source.chamadas, ...source.isbn, ...source.issn]) addTerms(documento, text, 'D');
  const author = source.autor_principal ?? source.autores[0] ?? null;
  return {
    documento,
    serie: termSet(source.serie),
    chamada: termSet(source.classificacao, ...source.chamadas),
    isbn: termSet(...source.isbn),
    issn: termSet(...source.issn),
    tituloChave: normalizeHeading(source.titulo_ordenacao || source.titulo),
    autorChave: normalizeHeading(author) || null,
  };
}

const quote = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const WEIGHT_POSITION: Record<Weight, number> = { A: 1, B: 2, C: 3, D: 4 };

/**
 * A `tsvector` literal: each term once per weight it carries (positions only hold the weight; the
 * engine's relevance does not use positions or frequencies, ADR 050).
 */
export function weightedVectorLiteral(terms: Map<string, Set<Weight>>): string {
  const parts: string[] = [];
  for (const [term, weights] of terms) {
    const positions = [...weights].sort().map((weight) => `${WEIGHT_POSITION[weight]}${weight}`);
    parts.push(`${quote(term)}:${positions.join(',')}`);
  }
  return parts.join(' ');
}

export function plainVectorLiteral(terms: Set<string>): string {
  return [...terms].map(quote).join(' ');
}

/** A `tsquery` literal for one term: quoted (no user text is ever parsed), prefix, weight. */
export function termQueryLiteral(term: QueryTerm, weight?: Weight): string {
  return `${quote(term.term)}${term.prefix || weight ? ':' : ''}${term.prefix ? '*' : ''}${weight ?? ''}`;
}
