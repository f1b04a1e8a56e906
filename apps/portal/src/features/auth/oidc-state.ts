/**
 * What the portal remembers across the trip to the identity provider (spec §4: "a stored nonce"):
 * the nonce, remember-me and where to go afterwards.
 */
const startKey = 'acervo.oidc';

export type OidcStart = { nonce: string; remember: boolean; redirect: string };

export function rememberOidcStart(start: OidcStart): void {
  sessionStorage.setItem(startKey, JSON.stringify(start));
}

export function takeOidcStart(): OidcStart | null {
  const raw = sessionStorage.getItem(startKey);
  sessionStorage.removeItem(startKey);
  try {
    return raw ? (JSON.parse(raw) as OidcStart) : null;
  } catch {
    return null;
  }
}
