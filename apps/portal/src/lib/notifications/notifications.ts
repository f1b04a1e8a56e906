import { toastQueue } from '@acervo/ui';
import { useCallback } from 'react';

/** Spec §8/§9: a toast closes itself after 8000 ms; an alert stays until dismissed. */
export const toastTimeoutMs = 8000;

export type NotificationTone = 'info' | 'success' | 'warning' | 'error';

/** Shows a toast in the shell's toast region (the design system's queue). */
export function notify(tone: NotificationTone, message: string): string {
  return toastQueue.show({ tone, title: message }, { timeout: toastTimeoutMs });
}

/** The same as a hook, for components. */
export function useNotify() {
  return useCallback((tone: NotificationTone, message: string) => notify(tone, message), []);
}
