import type { Scheme } from '../tokens/scheme.ts';

/** Applies a colour scheme to the whole document, portalled overlays included. */
export function applyScheme(scheme: Scheme, root: HTMLElement = document.documentElement): void {
  root.dataset.scheme = scheme;
}
