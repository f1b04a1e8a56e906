import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Fetches a page's code when a visitor points at or focuses a link to it, not when the app loads:
 * by the click it is usually there. Works for every internal link, whichever feature drew it.
 * `routes` may be a function, for a route tree that grows (the router's, once My area's pages are
 * added). Returns a function that stops listening.
 */
export function prefetchOnIntent(
  routes: RouteObject[] | (() => RouteObject[]),
  root: Document = document,
): () => void {
  const fetched = new Set<string>();
  const prefetch = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    const { pathname } = anchor;
    if (fetched.has(pathname)) return;
    fetched.add(pathname);
    for (const { route } of matchRoutes(typeof routes === 'function' ? routes() : routes, pathname) ?? []) {
      if (typeof route.lazy !== 'function') continue;
      // A failed download is tried again on the next intent (and by the router on navigation).
      void route.lazy().catch(() => fetched.delete(pathname));
    }
  };
  root.addEventListener('pointerover', prefetch, { passive: true });
  root.addEventListener('focusin', prefetch);
  return () => {
    root.removeEventListener('pointerover', prefetch);
    root.removeEventListener('focusin', prefetch);
  };
}
