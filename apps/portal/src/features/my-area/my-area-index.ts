import type { RouteObject } from 'react-router-dom';

/**
 * My area's landing page (the account summary), known to the router from the start: `/meupergamum`
 * itself matches without asking for the rest of My area's routes (my-area-routes.ts).
 */
export const myAreaIndexRoute: RouteObject = {
  index: true,
  lazy: () => import('./summary/summary-page.tsx'),
};
