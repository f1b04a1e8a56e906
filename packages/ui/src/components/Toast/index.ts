export { LazyToastRegion } from './LazyToastRegion.tsx';
export { ToastRegion, type ToastRegionProps } from './ToastRegion.tsx';
export {
  type AcervoToastQueue,
  createToastQueue,
  TOAST_TIMEOUT_MS,
  type ToastContent,
  type ToastOptions,
  toastQueue,
} from './toast-queue.ts';
