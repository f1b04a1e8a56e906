export { SamlResponsePage as Component } from '../../features/auth/saml-response-page.tsx';
