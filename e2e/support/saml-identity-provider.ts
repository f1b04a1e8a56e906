import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AuthnRequest,
  createSamlTestProvider,
  encodeSamlResponse,
} from '../../apps/server/test/helpers/saml-identity-provider.ts';
import { readForm } from './read-form.ts';

export type SamlIdentityProviderStandIn = {
  /** The single sign-on address the server is configured with (`SAML_ENTRY_POINT`). */
  entryPoint: string;
  /** The signing certificate the server trusts (`SAML_IDP_CERT`). */
  certificate: string;
  entityId: string;
  /** Changes the next response after it is signed, as an attacker in the middle would. */
  tamperNext(alter: (xml: string) => string): void;
  close(): Promise<void>;
};

function send(response: ServerResponse, body: string, status = 200) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(body);
}

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * A SAML identity provider in the journey's worker, on a free port: its sign-in page takes the
 * AuthnRequest (HTTP-Redirect), asks who signs in, and answers with a signed response posted to the
 * service provider's ACS by an auto-submitting form (HTTP-POST), as real providers do.
 */
export async function startSamlIdentityProvider(options: {
  audience: string;
}): Promise<SamlIdentityProviderStandIn> {
  const provider = await createSamlTestProvider('https://idp.e2e.test/saml');
  let alterNext: ((xml: string) => string) | null = null;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'GET' && url.pathname === '/sso') {
        const authn = await provider.readRequest(url);
        return send(
          response,
          `<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
           <h1>Test identity provider</h1>
           <form method="post" action="/sso">
             ${hidden({ id: authn.id, acsUrl: authn.acsUrl, relayState: authn.relayState ?? '' })}
             <label>Username <input name="username" autocomplete="off"></label>
             <button type="submit">Sign in</button>
           </form></body></html>`,
        );
      }
      if (request.method === 'POST' && url.pathname === '/sso') {
        const form = await readForm(request);
        const authn: Pick<AuthnRequest, 'id' | 'acsUrl'> = {
          id: form.get('id') ?? '',
          acsUrl: form.get('acsUrl') ?? '',
        };
        let xml = provider.respond({
          request: authn,
          audience: options.audience,
          nameId: form.get('username') ?? '',
        });
        if (alterNext) [xml, alterNext] = [alterNext(xml), null];
        return send(
          response,
          `<!doctype html><html lang="en"><head><title>Returning to the library</title></head>
           <body onload="document.forms[0].submit()">
           <form method="post" action="${escapeHtml(authn.acsUrl)}">
             ${hidden({ SAMLResponse: encodeSamlResponse(xml), RelayState: form.get('relayState') ?? '' })}
             <noscript><button type="submit">Continue</button></noscript>
           </form></body></html>`,
        );
      }
      send(response, 'not found', 404);
    })().catch((error: unknown) => send(response, String(error), 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    entryPoint: `http://127.0.0.1:${port}/sso`,
    certificate: provider.certificate,
    entityId: provider.entityId,
    tamperNext: (alter) => {
      alterNext = alter;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
