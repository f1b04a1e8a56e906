export { RedirectPage as Component } from '../../features/auth/redirect-page.tsx';
