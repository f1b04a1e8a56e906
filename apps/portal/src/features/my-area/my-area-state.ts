import { atom } from '../../lib/jotai.ts';

/** My area's menu state (spec §2): the selected submenu, the theme and the open flags. */
export type MyAreaMenuState = {
  selected: { parent: string | null; submenu: string | null; name: string | null };
  theme: string;
  menuOpen: boolean;
  mobileMenuOpen: boolean;
};

export const myAreaMenuAtom = atom<MyAreaMenuState>({
  selected: { parent: null, submenu: null, name: null },
  theme: 'neo',
  menuOpen: true,
  mobileMenuOpen: false,
});
