import { HomePage } from '../../features/home/home-page.tsx';

/** `/`: home and search (spec §2). */
export function Component() {
  return <HomePage />;
}
