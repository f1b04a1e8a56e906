import { atom } from '../jotai.ts';

/** Raised by the API client when a refresh fails; the shell shows 'SessaoExpirada' and clears it. */
export const sessionExpiredAtom = atom(0);
