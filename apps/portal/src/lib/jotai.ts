// The one place the portal imports Jotai from (lint enforces it), so state tooling can change here.
export {
  atom,
  createStore,
  Provider as JotaiProvider,
  useAtom,
  useAtomValue,
  useSetAtom,
  useStore,
} from 'jotai';
export { atomWithStorage, createJSONStorage } from 'jotai/utils';
