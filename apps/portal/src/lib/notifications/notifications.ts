import { useCallback } from 'react';
import { atom, useSetAtom } from '../jotai.ts';

/** Spec §8/§9: a toast closes itself after 8000 ms; an alert stays until dismissed. */
export const toastTimeoutMs = 8000;

export type NotificationTone = 'info' | 'success' | 'warning' | 'error';
export type Notification = { id: number; tone: NotificationTone; message: string };

export const notificationsAtom = atom<Notification[]>([]);

let nextId = 1;

/** Shows a toast; returns a function that shows one. */
export function useNotify() {
  const setNotifications = useSetAtom(notificationsAtom);
  return useCallback(
    (tone: NotificationTone, message: string) => {
      const id = nextId++;
      setNotifications((current) => [
        ...current.filter((item) => item.message !== message),
        { id, tone, message },
      ]);
      return id;
    },
    [setNotifications],
  );
}

export function useDismissNotification() {
  const setNotifications = useSetAtom(notificationsAtom);
  return useCallback(
    (id: number) => setNotifications((current) => current.filter((item) => item.id !== id)),
    [setNotifications],
  );
}
