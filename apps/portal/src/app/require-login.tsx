import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from '../lib/jotai.ts';
import { sessionAtom } from '../lib/session/session.ts';

/** My area's guard (spec §2): anonymous visitors go to `/login?redirect={path}` and come back. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (!session) {
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return children;
}
