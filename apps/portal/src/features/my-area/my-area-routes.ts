import type { RouteObject } from 'react-router-dom';
import { type MyAreaPage, myAreaPaths } from './my-area-paths.ts';

/**
 * The pages inside My area's frame, one lazy route per menu item (each its own chunk): each is
 * `features/my-area/<item>/<item>-page.tsx` exporting `Component` (it starts with a
 * `MyAreaHeading`); the menu entries are in frame/my-area-menu.ts; ADR 090 has the rest.
 */
const pages: Record<MyAreaPage, RouteObject['lazy']> = {
  renewals: () => import('./renewals/renewals-page.tsx'),
  loanHistory: () => import('./renewals/loan-history-page.tsx'),
  holds: () => import('./holds/holds-page.tsx'),
  loanRequests: () => import('./loan-requests/loan-requests-page.tsx'),
  storageRequests: () => import('./storage-requests/storage-requests-page.tsx'),
  debts: () => import('./debts/debts-page.tsx'),
  deviations: () => import('./deviations/deviations-page.tsx'),
  clearance: () => import('./clearance/clearance-page.tsx'),
  permanentBasket: () => import('./permanent-basket/permanent-basket-page.tsx'),
  interestProfiles: () => import('./interest-profiles/interest-profiles-page.tsx'),
  suggestions: () => import('./suggestions/suggestions-page.tsx'),
  exchange: () => import('./requests/exchange-page.tsx'),
  survey: () => import('./requests/survey-page.tsx'),
  research: () => import('./requests/research-page.tsx'),
  interLibraryLoan: () => import('./requests/inter-library-loan-page.tsx'),
  catalogSheet: () => import('./requests/catalog-sheet-page.tsx'),
  teachingPlans: () => import('./teaching-plans/teaching-plans-page.tsx'),
  loanToken: () => import('./loan-token/loan-token-page.tsx'),
  alerts: () => import('./alerts/alerts-page.tsx'),
  swapUser: () => import('./swap-user/swap-user-page.tsx'),
  personalData: () => import('./personal-data/personal-data-page.tsx'),
  password: () => import('./password/password-page.tsx'),
  statistics: () => import('./statistics/statistics-page.tsx'),
  databases: () => import('./databases/databases-page.tsx'),
};

/**
 * Added to the router the first time a patron goes into My area (app/router.tsx), so the table and
 * its two dozen page imports stay out of the first load; the landing page is in my-area-index.ts.
 */
export const myAreaRoutes: RouteObject[] = (Object.keys(pages) as MyAreaPage[]).map((page) => ({
  path: myAreaPaths[page],
  lazy: pages[page],
}));
