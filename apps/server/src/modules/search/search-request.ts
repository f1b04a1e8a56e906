import type { SearchQuery } from '@acervo/contract';
import { HttpError } from '../../http/http-error.ts';
import { tokenizeQuery } from '../../text/tokenizer.ts';
import {
  type ClauseOperator,
  FACET_TYPES,
  type FacetFilters,
  type FacetType,
  type SearchClause,
  type SearchField,
  type SearchSort,
  type YearRange,
} from './engine/search-engine.ts';
import { FIELD_LABELS, OPERATOR_LABELS } from './search-labels.ts';

/** Wire codes (`campo`, `operador`, `ordenacao`) to the engine's vocabulary. */
const FIELDS: Record<NonNullable<SearchQuery['campo']>, SearchField> = {
  livre: 'any',
  titulo: 'title',
  autor: 'author',
  assunto: 'subject',
  serie: 'series',
  chamada: 'callNumber',
  isbn: 'isbn',
  issn: 'issn',
};
const OPERATORS: Record<NonNullable<SearchQuery['operador2']>, ClauseOperator> = {
  E: 'and',
  OU: 'or',
  NAO: 'not',
};
const SORTS: Record<SearchQuery['ordenacao'], SearchSort['key']> = {
  C: 'relevance',
  T: 'title',
  A: 'author',
  Y: 'year',
  O: 'type',
  N: 'id',
};

type ParsedLine = {
  campo: NonNullable<SearchQuery['campo']>;
  texto: string;
  operador?: 'E' | 'OU' | 'NAO';
};

/** The query's lines in order: `termo` alone, or the advanced `termo1..5`. Blank lines are skipped. */
export function queryLines(query: SearchQuery): ParsedLine[] {
  const lines: ParsedLine[] = [];
  if (query.termo?.trim()) lines.push({ campo: query.campo ?? 'livre', texto: query.termo.trim() });
  const advanced = [
    [query.termo1, query.campo1, undefined],
    [query.termo2, query.campo2, query.operador2],
    [query.termo3, query.campo3, query.operador3],
    [query.termo4, query.campo4, query.operador4],
    [query.termo5, query.campo5, query.operador5],
  ] as const;
  for (const [texto, campo, operador] of advanced) {
    if (!texto?.trim()) continue;
    lines.push({
      campo: campo ?? 'livre',
      texto: texto.trim(),
      ...(lines.length > 0 ? { operador: operador ?? 'E' } : {}),
    });
  }
  return lines;
}

/**
 * The engine's clauses for the query's lines (`queryLines`). A query without a single searchable
 * term is the spec's 422 "The above field is required." on `termo`; a line whose text has no term
 * (only punctuation) is refused the same way, so nothing silently widens the search.
 */
export function searchClauses(lines: readonly ParsedLine[]): SearchClause[] {
  const required = () => new HttpError(422, 'CampoObrigatorio', { fields: { termo: 'CampoObrigatorio' } });
  if (lines.length === 0) throw required();
  return lines.map((line) => {
    const terms = tokenizeQuery(line.texto);
    if (terms.length === 0) throw required();
    return {
      field: FIELDS[line.campo],
      terms,
      ...(line.operador ? { operator: OPERATORS[line.operador] } : {}),
    };
  });
}

/** Parses `filtro=T:1` values (repeatable, comma-separated); unknown types are a 422. */
export function parseFilters(raw: string | string[] | undefined): FacetFilters {
  const values = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((value) => value.split(','));
  const filters: Partial<Record<FacetType, string[]>> = {};
  for (const value of values.map((item) => item.trim()).filter(Boolean)) {
    const colon = value.indexOf(':');
    const type = value.slice(0, colon) as FacetType;
    const code = value.slice(colon + 1).trim();
    if (colon < 1 || !FACET_TYPES.includes(type) || !code || code.length > 300) {
      throw new HttpError(422, 'DadosInvalidos', { code: 'VALIDACAO', fields: { filtro: 'OpcaoInvalida' } });
    }
    const codes = (filters[type] ??= []);
    if (!codes.includes(code)) codes.push(code);
  }
  return filters;
}

/**
 * The publication-year limit (`anoIni`, `anoFim`; ADR 116), or undefined when neither is given. A
 * start after the end is refused on `anoIni` rather than silently finding nothing.
 */
export function yearRange(query: Pick<SearchQuery, 'anoIni' | 'anoFim'>): YearRange | undefined {
  const { anoIni: from, anoFim: to } = query;
  if (from === undefined && to === undefined) return undefined;
  if (from !== undefined && to !== undefined && from > to)
    throw new HttpError(422, 'DadosInvalidos', {
      code: 'VALIDACAO',
      fields: { anoIni: 'AnoInicialMaiorQueFinal' },
    });
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

export function searchSort(query: Pick<SearchQuery, 'ordenacao' | 'ordem'>): SearchSort {
  return { key: SORTS[query.ordenacao], descending: query.ordem === 'D' };
}

/** The query as a patron reads it back: `título: dom casmurro E autor: assis`. */
export function describeQuery(lines: ParsedLine[], locale: string): string {
  const fields = FIELD_LABELS[locale] ?? FIELD_LABELS.pt!;
  const operators = OPERATOR_LABELS[locale] ?? OPERATOR_LABELS.pt!;
  return lines
    .map((line) => {
      const text = line.campo === 'livre' ? line.texto : `${fields[line.campo]}: ${line.texto}`;
      return line.operador ? `${operators[line.operador]} ${text}` : text;
    })
    .join(' ');
}
