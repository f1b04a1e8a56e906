import { atom, atomWithStorage, createJSONStorage } from '../jotai.ts';

/** A title in the session basket (spec §3: the item is its `cod_acervo`). */
export type BasketItem = { cod_acervo: number };

export const basketStorageKey = 'acervo.cesta';

const isBasket = (value: unknown): value is BasketItem[] =>
  Array.isArray(value) &&
  value.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      Number.isSafeInteger((item as { cod_acervo?: unknown }).cod_acervo),
  );

const storage = createJSONStorage<BasketItem[]>(() => localStorage);

/**
 * The basket, kept in local storage so it outlives a reload and is shared by the visitor's tabs
 * (the storage event keeps them in step). Anything unreadable in storage is an empty basket.
 */
export const basketAtom = atomWithStorage<BasketItem[]>(
  basketStorageKey,
  [],
  {
    ...storage,
    getItem: (key, initial) => {
      const stored = storage.getItem(key, initial);
      return isBasket(stored) ? stored : initial;
    },
  },
  { getOnInit: true },
);

export const basketCountAtom = atom((get) => get(basketAtom).length);

/** The titles' codes, for "is this title in the basket?" checks and exports. */
export const basketCodesAtom = atom((get) => new Set(get(basketAtom).map((item) => item.cod_acervo)));

/** The basket's transitions (spec §4): add one or many (no duplicates), remove, clear, replace. */
export type BasketAction =
  | { type: 'add'; codes: readonly number[] }
  | { type: 'remove'; code: number }
  | { type: 'clear' }
  | { type: 'replace'; codes: readonly number[] };

export function nextBasket(items: readonly BasketItem[], action: BasketAction): BasketItem[] {
  switch (action.type) {
    case 'add': {
      const present = new Set(items.map((item) => item.cod_acervo));
      const added = [...new Set(action.codes)].filter((code) => !present.has(code));
      return [...items, ...added.map((code) => ({ cod_acervo: code }))];
    }
    case 'remove':
      return items.filter((item) => item.cod_acervo !== action.code);
    case 'clear':
      return [];
    case 'replace':
      return [...new Set(action.codes)].map((code) => ({ cod_acervo: code }));
  }
}

export const basketActionAtom = atom(null, (get, set, action: BasketAction) => {
  set(basketAtom, nextBasket(get(basketAtom), action));
});
