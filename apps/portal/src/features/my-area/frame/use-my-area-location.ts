import { useLocation } from 'react-router-dom';
import { myAreaBase } from '../my-area-paths.ts';
import { findMyAreaLocation } from './my-area-menu.ts';

/** The menu entry (and group) of the My-area page being shown; null on the summary. */
export function useMyAreaLocation() {
  const { pathname } = useLocation();
  return findMyAreaLocation(pathname.startsWith(myAreaBase) ? pathname.slice(myAreaBase.length) : pathname);
}
