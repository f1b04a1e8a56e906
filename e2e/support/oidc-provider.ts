import { createServer, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { readForm } from './read-form.ts';

/** People the identity provider knows: their e-mail (the login), password and claims. */
export type ProviderAccount = { password: string; claims: Record<string, unknown> };

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(response: ServerResponse, html: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><title>Identity provider</title></head>
<body><main>${html}</main></body></html>`);
}

/**
 * A real OpenID provider (oidc-provider) for the journeys: authorization code + PKCE, a sign-in
 * page of its own (e-mail pre-filled from `login_hint`, password), no consent screen. The portal's
 * server is its one client, returning to `<portal>/api/oidc/callback`.
 */
export async function startIdentityProvider(options: {
  port: number;
  portal: string;
  client: { id: string; secret: string };
  accounts: Record<string, ProviderAccount>;
}): Promise<{ issuer: string; close: () => Promise<void> }> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'e2e', alg: 'RS256', use: 'sig' }] },
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        redirect_uris: [`${options.portal}/api/oidc/callback`],
        post_logout_redirect_uris: [options.portal],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username'] },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => {
      const account = options.accounts[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account.claims }) } : undefined;
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    // The institution's own client: no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['e2e-cookie-key'] },
  });
  const callback = provider.callback();

  const server: Server = createServer((request, response) => {
    void (async () => {
      if (!request.url?.startsWith('/interaction/')) return callback(request, response);
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'POST') {
        const form = await readForm(request);
        if (form.get('action') === 'cancel') {
          // The person declines: the provider answers the relying party with an OAuth error.
          return provider.interactionFinished(
            request,
            response,
            {
              error: 'access_denied',
              error_description: 'The sign-in was cancelled at the identity provider.',
            },
            { mergeWithLastSubmission: false },
          );
        }
        const email = form.get('email') ?? '';
        const account = options.accounts[email];
        if (!account || account.password !== form.get('password')) {
          return page(response, `<p role="alert">Wrong e-mail or password.</p>`);
        }
        return provider.interactionFinished(
          request,
          response,
          { login: { accountId: email } },
          {
            mergeWithLastSubmission: false,
          },
        );
      }
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      page(
        response,
        `<h1>Sign in to the identity provider</h1>
<form method="post" action="/interaction/${escape(details.uid)}">
  <p><label>E-mail <input name="email" type="email" value="${escape(hint)}"></label></p>
  <p><label>Password <input name="password" type="password"></label></p>
  <p><button type="submit">Sign in</button> <button type="submit" name="action" value="cancel">Cancel</button></p>
</form>`,
      );
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
