import { describe, expect, it } from 'vitest';
import { createStore } from '../jotai.ts';
import { basketActionAtom, basketAtom, basketCountAtom, basketStorageKey } from './basket-state.ts';

describe('the basket', () => {
  it('adds one or many without duplicates, removes, replaces and clears', () => {
    localStorage.clear();
    const store = createStore();
    store.set(basketActionAtom, { type: 'add', codes: [3] });
    store.set(basketActionAtom, { type: 'add', codes: [3, 7, 9, 7] });
    expect(store.get(basketAtom)).toEqual([{ cod_acervo: 3 }, { cod_acervo: 7 }, { cod_acervo: 9 }]);
    store.set(basketActionAtom, { type: 'remove', code: 7 });
    expect(store.get(basketCountAtom)).toBe(2);
    store.set(basketActionAtom, { type: 'replace', codes: [5] });
    expect(store.get(basketAtom)).toEqual([{ cod_acervo: 5 }]);
    expect(JSON.parse(localStorage.getItem(basketStorageKey) ?? 'null')).toEqual([{ cod_acervo: 5 }]);
    store.set(basketActionAtom, { type: 'clear' });
    expect(store.get(basketCountAtom)).toBe(0);
  });

  it('comes back from storage once in use, and ignores what it cannot read', () => {
    const stored = (text: string) => {
      localStorage.setItem(basketStorageKey, text);
      const store = createStore();
      const unsubscribe = store.sub(basketAtom, () => undefined);
      const value = store.get(basketAtom);
      unsubscribe();
      return value;
    };
    expect(stored(JSON.stringify([{ cod_acervo: 4 }]))).toEqual([{ cod_acervo: 4 }]);
    expect(stored('{"not":"a basket"}')).toEqual([]);
    expect(stored('[{"cod_acervo":"4"}]')).toEqual([]);
  });
});
