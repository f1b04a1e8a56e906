import { titleTabs } from '@acervo/contract';
import { createBrowserRouter, type DOMRouterOpts, type RouteObject } from 'react-router-dom';
import { myAreaIndexRoute } from '../features/my-area/my-area-index.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every route of spec §2, each loading its code on demand (the layout shows the loading fallback
 * while it arrives). The title and authority tabs are exact child routes of one page route, so an
 * unknown tab is the not-found page, and moving between tabs keeps the page (and the focus on its
 * tab) instead of loading it again.
 */
const myAreaRouteId = 'my-area';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      { path: 'login', lazy: () => import('./routes/login.tsx') },
      { path: 'sair', lazy: () => import('./routes/logout.tsx') },
      { path: 'pergamum_redireciona', lazy: () => import('./routes/redirect.tsx') },
      { path: 'oauth-response', lazy: () => import('./routes/oauth-response.tsx') },
      { path: 'saml-response', lazy: () => import('./routes/saml-response.tsx') },
      { path: 'grupoa', lazy: () => import('./routes/grupoa.tsx') },
      { path: 'pearson', lazy: () => import('./routes/pearson.tsx') },
      { path: 'cesta', lazy: () => import('./routes/basket.tsx') },
      // Before the guides' `/:guia`, which would take it for an unknown guide (ADR 117).
      { path: 'novas-aquisicoes', lazy: () => import('./routes/new-acquisitions.tsx') },
      {
        path: 'historico-pesquisa',
        lazy: () => import('./routes/search-history.ts').then((route) => route.loadSearchHistoryPage()),
      },
      { path: 'meupergamum/app', lazy: () => import('./routes/my-area-app.tsx') },
      // Where a no-debts declaration's QR code leads: anyone checks it (ADR 126).
      { path: 'nada-consta/:codigo', lazy: () => import('./routes/clearance-check.tsx') },
      {
        id: myAreaRouteId,
        path: 'meupergamum',
        lazy: () => import('./routes/my-area.tsx'),
        children: [myAreaIndexRoute, { path: '*', lazy: () => import('./routes/not-found.tsx') }],
      },
      {
        path: 'acervo/:codAcervo',
        lazy: () => import('./routes/title.tsx'),
        children: [{ index: true }, ...Object.keys(titleTabs).map((tab) => ({ path: tab }))],
      },
      {
        path: 'autoridade/:codAutoridade',
        lazy: () => import('./routes/authority.tsx'),
        children: [{ index: true }, { path: 'marc' }],
      },
      { path: ':guia', lazy: () => import('./routes/guide.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

/**
 * Adds My area's pages to a router the first time it goes to one of them (until then a My-area
 * address matches the frame's not-found child, and the router asks). One per router: each router
 * keeps its own copy of the route tree.
 */
export function myAreaRoutesOnNavigation(): NonNullable<DOMRouterOpts['patchRoutesOnNavigation']> {
  let added: Promise<void> | null = null;
  return ({ path, patch }) => {
    if (!/^\/meupergamum\/./.test(path)) return;
    added ??= import('../features/my-area/my-area-routes.ts').then(({ myAreaRoutes }) =>
      patch(myAreaRouteId, myAreaRoutes),
    );
    return added;
  };
}

export function createRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: myAreaRoutesOnNavigation() });
}
