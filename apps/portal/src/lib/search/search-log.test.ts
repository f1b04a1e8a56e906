import { describe, expect, it } from 'vitest';
import { createStore } from '../jotai.ts';
import {
  nextSearchLog,
  searchIdentity,
  searchLogActionAtom,
  searchLogAtom,
  searchLogLimit,
  searchLogStorageKey,
  type SearchLogEntry,
} from './search-log.ts';

const entry = (url: string, registros = 1): Omit<SearchLogEntry, 'id'> => ({
  campos: [{ termo: 'x', campo: 'livre' }],
  registros,
  pesquisa: url,
  url,
  base: 'local',
  filtros: [],
  quando: '2026-11-27T10:00:00.000Z',
});

describe('the search log', () => {
  it('puts each search first, and a search run again replaces its earlier line', () => {
    let log = nextSearchLog([], { type: 'record', entry: entry('/?termo=brasil', 136) });
    log = nextSearchLog(log, { type: 'record', entry: entry('/?termo=machado', 13) });
    log = nextSearchLog(log, {
      type: 'record',
      entry: entry('/?termo=brasil&ordenacao=Y&ordem=D', 136),
    });
    expect(log.map((item) => item.url)).toEqual(['/?termo=brasil&ordenacao=Y&ordem=D', '/?termo=machado']);
    expect(new Set(log.map((item) => item.id)).size).toBe(2);
  });

  it('keeps a narrowed search as another search', () => {
    let log = nextSearchLog([], { type: 'record', entry: entry('/?termo=brasil') });
    log = nextSearchLog(log, { type: 'record', entry: entry('/?termo=brasil&filtro=T%3A1') });
    expect(log).toHaveLength(2);
    expect(searchIdentity('/?paginaAtiva=3&termo=a&exibicao=C&avancada=1')).toBe(searchIdentity('/?termo=a'));
  });

  it(`keeps the latest ${searchLogLimit}, removes one and clears`, () => {
    let log: SearchLogEntry[] = [];
    for (let n = 0; n < searchLogLimit + 5; n++)
      log = nextSearchLog(log, { type: 'record', entry: entry(`/?termo=t${n}`) });
    expect(log).toHaveLength(searchLogLimit);
    expect(log[0]!.url).toBe(`/?termo=t${searchLogLimit + 4}`);
    const second = log[1]!;
    log = nextSearchLog(log, { type: 'remove', id: second.id });
    expect(log.map((item) => item.url)).not.toContain(second.url);
    expect(nextSearchLog(log, { type: 'clear' })).toEqual([]);
  });

  it('lives in session storage and ignores what it cannot read', () => {
    sessionStorage.clear();
    const store = createStore();
    store.set(searchLogActionAtom, { type: 'record', entry: entry('/?termo=brasil') });
    expect(JSON.parse(sessionStorage.getItem(searchLogStorageKey) ?? '[]')).toHaveLength(1);

    const read = (text: string) => {
      sessionStorage.setItem(searchLogStorageKey, text);
      // Storage is read again when the atom is first in use.
      const reader = createStore();
      const unsubscribe = reader.sub(searchLogAtom, () => undefined);
      const value = reader.get(searchLogAtom);
      unsubscribe();
      return value;
    };
    expect(read(JSON.stringify([{ ...entry('/?termo=a'), id: 2 }]))).toHaveLength(1);
    expect(read('{"not":"a log"}')).toEqual([]);
    expect(read(JSON.stringify([{ ...entry('https://elsewhere.example/'), id: 1 }]))).toEqual([]);
    expect(read(JSON.stringify([{ ...entry('/?termo=a'), id: 2 }, { id: 3 }]))).toHaveLength(1);
  });
});
