import * as client from 'openid-client';
import type { OidcSettings } from '../../../config.ts';

/** Claims we map a provider identity to a login with. */
export type OidcIdentity = {
  sub: string;
  email: string | null;
  emailVerified: boolean | null;
  preferredUsername: string | null;
};

export type OidcStart = { url: string; state: string; codeVerifier: string; nonce: string };

/**
 * The institution's OpenID provider seen from here (ADR 033): authorization code + PKCE with state
 * and nonce, via openid-client. Discovery happens on first use and is retried after a failure, so
 * the server starts even while the provider is down.
 */
export type OidcRelyingParty = {
  start(options: { loginHint?: string }): Promise<OidcStart>;
  finish(
    callbackUrl: URL,
    checks: { state: string; codeVerifier: string; nonce: string },
  ): Promise<OidcIdentity>;
  /** Where the portal sends the browser to log out of the provider too, when known. */
  logoutUrl(postLogoutRedirect: string): Promise<string | null>;
};

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createOidcRelyingParty(settings: OidcSettings, redirectUri: string): OidcRelyingParty {
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= (async () => {
      const issuer = new URL(settings.issuer);
      // Plain http only for a provider on this machine (development and tests).
      const insecure = issuer.protocol === 'http:' && loopback.has(issuer.hostname);
      return client.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? undefined : client.None(),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
    })().catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    async start({ loginHint }) {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      };
      if (loginHint) parameters.login_hint = loginHint;
      return { url: client.buildAuthorizationUrl(config, parameters).href, state, codeVerifier, nonce };
    },

    async finish(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      let source: Record<string, unknown> = claims;
      // Many providers put profile claims only in userinfo, not in the ID token.
      if (claims.email === undefined && claims.preferred_username === undefined) {
        source = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
      }
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
      return {
        sub: claims.sub,
        email: text(source.email)?.toLowerCase() ?? null,
        emailVerified: typeof source.email_verified === 'boolean' ? source.email_verified : null,
        preferredUsername: text(source.preferred_username),
      };
    },

    async logoutUrl(postLogoutRedirect) {
      if (settings.logoutUrl) return settings.logoutUrl;
      try {
        const config = await configuration();
        if (!config.serverMetadata().end_session_endpoint) return null;
        return client.buildEndSessionUrl(config, {
          client_id: settings.clientId,
          post_logout_redirect_uri: postLogoutRedirect,
        }).href;
      } catch {
        return null;
      }
    },
  };
}
