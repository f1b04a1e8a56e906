/**
 * The login providers' addresses and the redirect rule, plain values apart from the schemas (a page
 * that needs a path must not load zod with it).
 */

export const oidcAuthorizePath = '/api/oidc/authorize';
export const oidcValidatePath = '/api/oidc/validar';
/** Where the portal's `/oauth-response` page receives the browser after the provider. */
export const oauthResponsePage = '/oauth-response';

export const samlLoginPath = '/api/saml/login';
export const samlValidatePath = '/api/saml/validar';
/** Where the portal's `/saml-response` page receives the browser after the provider. */
export const samlResponsePage = '/saml-response';
/** The value of `parametros.modo_autenticacao` when the institution logs patrons in through SAML. */
export const samlAuthenticationMode = 'saml';

/** A path inside the portal to return to: relative, never another site (`//host`). */
export function isPortalPath(value: string): boolean {
  return value.length <= 2000 && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}
