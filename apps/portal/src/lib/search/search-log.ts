import { atom, atomWithStorage, createJSONStorage } from '../jotai.ts';
import { searchParamNames } from './search-url.ts';

/** A searched line as the API logs it (`campos`): the term, its index and how it joins the others. */
export type SearchLogLine = { termo: string; campo: string; operador?: string };

/**
 * One search of this browser session (spec §3's search log entry: id, campos, registros, pesquisa,
 * url, base), plus what the history page shows beside it: the chosen filters' names and when it
 * last ran (ADR 118).
 */
export type SearchLogEntry = {
  /** This log's own number for the entry (unique in the log; the server's log id may be missing). */
  id: number;
  campos: SearchLogLine[];
  /** Titles found. */
  registros: number;
  /** The search in words, as the API read it back ("título: dom casmurro E autor: assis"). */
  pesquisa: string;
  /** The portal address that runs it again (`/?termo=…`), on its first page. */
  url: string;
  base: string;
  filtros: string[];
  /** ISO time of the latest run. */
  quando: string;
};

/** The history page's address (ADR 118: the spec names the screen but no route). */
export const searchHistoryRoute = '/historico-pesquisa';

export const searchLogStorageKey = 'acervo.pesquisas';

/** The most recent searches kept; older ones drop off (ADR 118). */
export const searchLogLimit = 50;

/** Query parameters that change how a search is shown, not what it finds. */
const presentationParams: readonly string[] = [
  searchParamNames.sort,
  searchParamNames.order,
  searchParamNames.display,
  searchParamNames.page,
  searchParamNames.advanced,
];

/**
 * What makes two log entries the same search: their address without sort, order, display, page or
 * the advanced form's flag. Filters and years are part of it (a narrowed search is another search).
 */
export function searchIdentity(url: string): string {
  const query = url.indexOf('?');
  const params = new URLSearchParams(query < 0 ? '' : url.slice(query + 1));
  for (const name of presentationParams) params.delete(name);
  params.sort();
  return params.toString();
}

const isEntry = (value: unknown): value is SearchLogEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<SearchLogEntry>;
  return (
    Number.isSafeInteger(entry.id) &&
    Array.isArray(entry.campos) &&
    Number.isSafeInteger(entry.registros) &&
    typeof entry.pesquisa === 'string' &&
    typeof entry.url === 'string' &&
    entry.url.startsWith('/') &&
    typeof entry.base === 'string' &&
    Array.isArray(entry.filtros) &&
    entry.filtros.every((name) => typeof name === 'string') &&
    typeof entry.quando === 'string'
  );
};

const storage = createJSONStorage<SearchLogEntry[]>(() => sessionStorage);

/**
 * The search log, newest first, in session storage (the spec's per-session store): it outlives a
 * reload but not the tab, so a public terminal's next visitor does not inherit it. What cannot be
 * read is an empty log; a broken entry is dropped.
 */
export const searchLogAtom = atomWithStorage<SearchLogEntry[]>(
  searchLogStorageKey,
  [],
  {
    ...storage,
    getItem: (key, initial) => {
      const stored = storage.getItem(key, initial);
      return Array.isArray(stored) ? stored.filter(isEntry) : initial;
    },
  },
  { getOnInit: true },
);

export type SearchLogAction =
  { type: 'record'; entry: Omit<SearchLogEntry, 'id'> } | { type: 'remove'; id: number } | { type: 'clear' };

/**
 * Recording a search puts it first; the same search run again (or paged, or sorted) replaces its
 * earlier entry rather than adding a line, with the new count and time. Only the latest
 * `searchLogLimit` are kept.
 */
export function nextSearchLog(log: readonly SearchLogEntry[], action: SearchLogAction): SearchLogEntry[] {
  switch (action.type) {
    case 'record': {
      const identity = searchIdentity(action.entry.url);
      const others = log.filter((entry) => searchIdentity(entry.url) !== identity);
      const id = log.reduce((top, entry) => Math.max(top, entry.id), 0) + 1;
      return [{ ...action.entry, id }, ...others].slice(0, searchLogLimit);
    }
    case 'remove':
      return log.filter((entry) => entry.id !== action.id);
    case 'clear':
      return [];
  }
}

export const searchLogActionAtom = atom(null, (get, set, action: SearchLogAction) => {
  set(searchLogAtom, nextSearchLog(get(searchLogAtom), action));
});
