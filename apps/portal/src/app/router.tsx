import { createBrowserRouter, Outlet } from 'react-router-dom';
import { PageLoading } from './page-loading.tsx';

/** Every route loads its code on demand (spec §2: all routes are lazy-loaded). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Outlet />,
      HydrateFallback: PageLoading,
      children: [{ index: true, lazy: () => import('./routes/home.tsx') }],
    },
  ]);
}
