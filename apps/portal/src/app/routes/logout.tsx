export { LogoutPage as Component } from '../../features/auth/logout-page.tsx';
