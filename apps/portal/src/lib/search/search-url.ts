import type { FacetCode, SearchFieldCode } from '@acervo/contract';

/**
 * Links into the catalogue search from any screen (a title's author, a subject, an authority, a
 * teaching plan), without importing the search feature. The results live on `/` and the whole
 * state is in the query string, in the API's own names (`termo`, `campo`, `filtro=T:1`,
 * `ordenacao`, `ordem`, `exibicao`, `paginaAtiva`), so the search screen reads back exactly what
 * these links write.
 */
export type SearchFilter = { type: FacetCode; code: string };
export type SearchSortCode = 'C' | 'T' | 'A' | 'Y' | 'O' | 'N';
export type SearchDisplay = 'D' | 'C';
/** How an advanced line joins the lines before it: and, or, and not (the API's `operadorN`). */
export type SearchOperator = 'E' | 'OU' | 'NAO';
/** One line of the advanced search: a term, the index it is searched in, and its operator. */
export type AdvancedLine = { term: string; field: SearchFieldCode; operator: SearchOperator };

/** The API takes at most five advanced lines (`termo1..termo5`). */
export const maxAdvancedLines = 5;

export type SearchLink = {
  /** What to look for; empty or missing gives a browse of the filters alone. */
  term?: string | undefined;
  /** The index the term is searched in; all fields when missing. */
  field?: SearchFieldCode | undefined;
  /** Facet filters, each `{ type, code }` as the answer's `facetas` name them. */
  filters?: readonly SearchFilter[] | undefined;
  /** Sort order; relevance ('C') when missing. */
  sort?: SearchSortCode | undefined;
  /** Reverses the sort. */
  descending?: boolean | undefined;
  /** 'D' detailed list (default) or 'C' covers grid. */
  display?: SearchDisplay | undefined;
  /** From 1; the first page when missing. */
  page?: number | undefined;
  /** The advanced form is open (`avancada=1`). */
  advanced?: boolean | undefined;
  /** Advanced lines (`termo1..5`, `campo1..5`, `operador2..5`); blank lines are skipped. */
  lines?: readonly AdvancedLine[] | undefined;
  /** Publication years from / to, inclusive (`anoIni`, `anoFim`; either end open). */
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
};

/** The whole state of a search screen, every part present (defaults filled in). */
export type SearchState = {
  term: string;
  field: SearchFieldCode;
  filters: SearchFilter[];
  sort: SearchSortCode;
  descending: boolean;
  display: SearchDisplay;
  page: number;
  advanced?: boolean;
  lines?: AdvancedLine[];
  yearFrom?: number;
  yearTo?: number;
};

export const searchParamNames = {
  term: 'termo',
  field: 'campo',
  filter: 'filtro',
  sort: 'ordenacao',
  order: 'ordem',
  display: 'exibicao',
  page: 'paginaAtiva',
  advanced: 'avancada',
  yearFrom: 'anoIni',
  yearTo: 'anoFim',
} as const;

// Kept here rather than imported from the contract's schemas, so links carry no zod (first page).
const fieldCodes: readonly SearchFieldCode[] = [
  'livre',
  'titulo',
  'autor',
  'assunto',
  'serie',
  'chamada',
  'isbn',
  'issn',
] satisfies readonly SearchFieldCode[];
const facetTypes: readonly FacetCode[] = ['T', 'Y', 'I', 'X', 'R', 'K', 'Z', 'A', 'S', 'B', 'P', 'C', 'E'];
const sortCodes: readonly SearchSortCode[] = ['C', 'T', 'A', 'Y', 'O', 'N'];
const operators: readonly SearchOperator[] = ['E', 'OU', 'NAO'];

/** The API's limits: longer terms are refused, pages past 10,000 do not exist. */
export const maxTermLength = 500;
export const maxPage = 10_000;

/** The query string of a search link (no leading `?`); empty values and defaults are skipped (spec §5). */
export function searchQueryString({
  term,
  field,
  filters = [],
  sort,
  descending,
  display,
  page,
  advanced,
  lines = [],
  yearFrom,
  yearTo,
}: SearchLink): string {
  const params = new URLSearchParams();
  const text = term?.trim();
  if (text) params.set(searchParamNames.term, text);
  if (text && field && field !== 'livre') params.set(searchParamNames.field, field);
  lines
    .filter((line) => line.term.trim())
    .slice(0, maxAdvancedLines)
    .forEach((line, index) => {
      const n = index + 1;
      params.set(`termo${n}`, line.term.trim());
      if (line.field !== 'livre') params.set(`campo${n}`, line.field);
      if (n > 1 && line.operator !== 'E') params.set(`operador${n}`, line.operator);
    });
  if (yearFrom !== undefined) params.set(searchParamNames.yearFrom, String(yearFrom));
  if (yearTo !== undefined) params.set(searchParamNames.yearTo, String(yearTo));
  for (const filter of filters) {
    if (filter.code) params.append(searchParamNames.filter, `${filter.type}:${filter.code}`);
  }
  if (sort && sort !== 'C') params.set(searchParamNames.sort, sort);
  if (descending) params.set(searchParamNames.order, 'D');
  if (display === 'C') params.set(searchParamNames.display, display);
  if (page && page > 1) params.set(searchParamNames.page, String(page));
  if (advanced) params.set(searchParamNames.advanced, '1');
  return params.toString();
}

/** The address of a search: `/` with its query string. */
export function searchHref(link: SearchLink): string {
  const query = searchQueryString(link);
  return query ? `/?${query}` : '/';
}

function parseFilter(value: string): SearchFilter | null {
  const colon = value.indexOf(':');
  const type = value.slice(0, colon) as FacetCode;
  const code = value.slice(colon + 1).trim();
  if (colon < 1 || !facetTypes.includes(type) || !code || code.length > 300) return null;
  return { type, code };
}

/** The advanced lines of an address, in order, blank ones skipped. */
function parseLines(params: URLSearchParams): AdvancedLine[] {
  const lines: AdvancedLine[] = [];
  for (let n = 1; n <= maxAdvancedLines; n++) {
    const term = (params.get(`termo${n}`) ?? '').trim().slice(0, maxTermLength);
    if (!term) continue;
    const field = params.get(`campo${n}`) as SearchFieldCode | null;
    const operator = params.get(`operador${n}`) as SearchOperator | null;
    lines.push({
      term,
      field: field && fieldCodes.includes(field) ? field : 'livre',
      operator: operator && operators.includes(operator) ? operator : 'E',
    });
  }
  return lines;
}

/** A year of the address, or undefined when missing or not a year the API takes. */
function parseYear(value: string | null): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return undefined;
  return Number(value);
}

/**
 * Reads a search back from a query string. Anything the API would refuse (an unknown field, sort
 * or filter type, a page that is not a number) falls back to its default, so a hand-edited or
 * stale address still shows a sensible search rather than an error.
 */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const field = params.get(searchParamNames.field) as SearchFieldCode | null;
  const sort = params.get(searchParamNames.sort) as SearchSortCode | null;
  const page = Number(params.get(searchParamNames.page));
  const filters: SearchFilter[] = [];
  for (const value of params.getAll(searchParamNames.filter)) {
    const filter = parseFilter(value);
    if (filter && !filters.some((kept) => kept.type === filter.type && kept.code === filter.code)) {
      filters.push(filter);
    }
  }
  return {
    term: (params.get(searchParamNames.term) ?? '').trim().slice(0, maxTermLength),
    field: field && fieldCodes.includes(field) ? field : 'livre',
    filters,
    sort: sort && sortCodes.includes(sort) ? sort : 'C',
    descending: params.get(searchParamNames.order) === 'D',
    display: params.get(searchParamNames.display) === 'C' ? 'C' : 'D',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1,
    ...advancedPart(params),
  };
}

/** The advanced part of an address: present only when it has something, so simple states stay as they were. */
function advancedPart(params: URLSearchParams): Partial<SearchState> {
  const part: Partial<SearchState> = {};
  if (params.get(searchParamNames.advanced) === '1') part.advanced = true;
  const lines = parseLines(params);
  if (lines.length > 0) part.lines = lines;
  let yearFrom = parseYear(params.get(searchParamNames.yearFrom));
  let yearTo = parseYear(params.get(searchParamNames.yearTo));
  // A reversed range in a hand-edited address is read the right way round.
  if (yearFrom !== undefined && yearTo !== undefined && yearFrom > yearTo)
    [yearFrom, yearTo] = [yearTo, yearFrom];
  if (yearFrom !== undefined) part.yearFrom = yearFrom;
  if (yearTo !== undefined) part.yearTo = yearTo;
  return part;
}

/** The advanced lines of a state, or the simple term as one line (the form's starting rows). */
export function linesOf(state: Pick<SearchState, 'term' | 'field' | 'lines'>): AdvancedLine[] {
  if (state.lines && state.lines.length > 0) return state.lines;
  return state.term ? [{ term: state.term, field: state.field, operator: 'E' }] : [];
}

/** Whether the address asks for results at all (a term, or filters to browse by). */
export const hasSearch = (state: Pick<SearchState, 'term' | 'filters' | 'lines'>) =>
  state.term !== '' || state.filters.length > 0 || (state.lines?.length ?? 0) > 0;
