import { HomePage } from '../../features/home/home-page.tsx';

/** Route module for `/`, loaded on demand. */
export function Component() {
  return <HomePage />;
}
