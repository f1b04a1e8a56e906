import { atom } from '../../../lib/jotai.ts';

/**
 * My area's menu state (spec §2): the selected submenu (its group, page and name), the theme and
 * the open flags. The frame keeps `selected` in step with the address; `menuOpen` shows or folds
 * the side menu on wide screens and `mobileMenuOpen` is the drawer on small ones.
 */
export type MyAreaMenuState = {
  selected: { parent: string | null; submenu: string | null; name: string | null };
  theme: string;
  menuOpen: boolean;
  mobileMenuOpen: boolean;
};

const myAreaMenuAtom = atom<MyAreaMenuState>({
  selected: { parent: null, submenu: null, name: null },
  theme: 'neo',
  menuOpen: true,
  mobileMenuOpen: false,
});

/** Opens or closes the small-screen drawer. */
export const mobileMenuOpenAtom = atom(
  (get) => get(myAreaMenuAtom).mobileMenuOpen,
  (get, set, open: boolean) => set(myAreaMenuAtom, { ...get(myAreaMenuAtom), mobileMenuOpen: open }),
);

/** Shows or folds the side menu on wide screens. */
export const menuOpenAtom = atom(
  (get) => get(myAreaMenuAtom).menuOpen,
  (get, set, open: boolean) => set(myAreaMenuAtom, { ...get(myAreaMenuAtom), menuOpen: open }),
);

/** Records the page being shown (the frame calls it when the address changes). */
export const selectedMenuAtom = atom(
  (get) => get(myAreaMenuAtom).selected,
  (get, set, selected: MyAreaMenuState['selected']) => {
    const current = get(myAreaMenuAtom).selected;
    if (
      current.parent === selected.parent &&
      current.submenu === selected.submenu &&
      current.name === selected.name
    )
      return;
    set(myAreaMenuAtom, { ...get(myAreaMenuAtom), selected });
  },
);
