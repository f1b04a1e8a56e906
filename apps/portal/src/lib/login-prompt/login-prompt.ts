import { atom } from '../jotai.ts';

/**
 * Asks the app shell to open the login modal (spec §6: comment and suggestion dialogs ask anonymous
 * visitors to log in). Features set it; the shell renders the auth feature's modal.
 */
export const loginPromptAtom = atom<{ open: boolean; reason?: string }>({ open: false });
