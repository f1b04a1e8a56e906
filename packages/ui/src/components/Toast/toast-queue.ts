import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { AlertTone } from '../Alert/Alert.tsx';

/** What a toast says. Strings come translated from the app. */
export type ToastContent = {
  tone: AlertTone;
  title: string;
  description?: string;
};

export type ToastOptions = {
  /**
   * Milliseconds before the toast closes itself; the clock stops while the pointer is over the
   * region or focus is inside it. `null` keeps it until dismissed. @default 8000 (spec §9)
   */
  timeout?: number | null;
  onClose?: () => void;
};

/** The spec's toast auto-close delay. */
export const TOAST_TIMEOUT_MS = 8000;

export type AcervoToastQueue = ToastQueue<ToastContent> & {
  /** Shows a toast and returns its key (for `close(key)`). */
  show: (content: ToastContent, options?: ToastOptions) => string;
};

/** A queue of toasts. Apps usually use the shared `toastQueue`; tests create their own. */
export function createToastQueue(maxVisibleToasts = 3): AcervoToastQueue {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts }) as AcervoToastQueue;
  queue.show = (content, { timeout = TOAST_TIMEOUT_MS, onClose } = {}) =>
    queue.add(content, { timeout: timeout ?? undefined, onClose });
  return queue;
}

/** The app-wide queue read by `<ToastRegion />`: call `toastQueue.show({...})` from anywhere. */
export const toastQueue = createToastQueue();
