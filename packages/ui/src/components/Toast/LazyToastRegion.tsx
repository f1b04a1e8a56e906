import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { ToastRegionProps } from './ToastRegion.tsx';
import { toastQueue } from './toast-queue.ts';

const ToastRegion = lazy(() =>
  import('./ToastRegion.tsx').then((module) => ({ default: module.ToastRegion })),
);

/**
 * The toast region for an app's frame, loaded with the first toast: most visits show none, and the
 * region's code (its landmark, timers and strings in 34 locales) would otherwise travel with every
 * first page. Once shown it stays mounted, so later toasts appear at once.
 */
export function LazyToastRegion(props: ToastRegionProps) {
  const queue = props.queue ?? toastQueue;
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
  );
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  ) : null;
}
