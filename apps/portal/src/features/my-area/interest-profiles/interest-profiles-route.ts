/**
 * The route's first step, a chunk with nothing but the import of the page. The shell carries the
 * list of chunks each lazy route preloads, and this page's list (form, dialogs, date picker) was
 * enough to take the home route over its size ceiling; from here that list travels in this small
 * chunk instead, at the cost of one small request before the page's own (ADR 124).
 */
export const loadInterestProfilesPage = () => import('./interest-profiles-page.tsx');
