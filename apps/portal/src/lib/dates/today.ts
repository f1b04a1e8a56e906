import { atom, useAtomValue } from '../jotai.ts';
import { libraryDate } from './dates.ts';

/** A fixed "today" for stories and tests (null: the real date in the library's time zone). */
export const todayOverrideAtom = atom<string | null>(null);

/** Today's date in the library's zone (ISO), which "due today" and default periods count from. */
export function useToday(): string {
  return useAtomValue(todayOverrideAtom) ?? libraryDate();
}
