export { OAuthResponsePage as Component } from '../../features/auth/oauth-response-page.tsx';
