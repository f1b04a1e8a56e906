import { activity } from '@acervo/contract';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useActivities } from '../activities/use-activities.ts';
import { atom, useSetAtom } from '../jotai.ts';

/**
 * Asks the app shell to open the login modal (spec §2, §6: comment and suggestion dialogs ask
 * anonymous visitors to log in). Features set it; the shell renders the auth feature's modal, or
 * takes the visitor to the login page where the institution has no modal login (activity 107).
 */
export const loginPromptAtom = atom<{ open: boolean; reason?: string }>({ open: false });

/**
 * Set when a login looks likely (a pointer over or focus on a "log in" link, or a prompt): the
 * shell loads the modal's code then rather than with every page.
 */
export const loginIntentAtom = atom(false);

/** The login page's address that returns here afterwards (on the login page itself, the page). */
export function loginPageHref(pathname: string, search: string): string {
  return pathname === '/login' ? '/login' : `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * How a "log in" prompt behaves here: with activity 107 it opens the login modal, else it is a
 * link to the login page (the embedded alternative); on the login page it is always the page.
 */
export function useLoginPrompt() {
  const activities = useActivities();
  const setPrompt = useSetAtom(loginPromptAtom);
  const setIntent = useSetAtom(loginIntentAtom);
  const { pathname, search } = useLocation();
  const open = useCallback(
    (reason?: string) => setPrompt({ open: true, ...(reason ? { reason } : {}) }),
    [setPrompt],
  );
  const prepare = useCallback(() => setIntent(true), [setIntent]);
  return {
    href: loginPageHref(pathname, search),
    modal: activities.has(activity.modalLogin) && pathname !== '/login',
    open,
    /** Starts loading the modal's code before it is asked for. */
    prepare,
  };
}
