import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the API; everything else is a portal route. */
const apiPrefixes = ['/api', '/oauth', '/oidc', '/saml'];

function isApiPath(url: string): boolean {
  return apiPrefixes.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/** A browser asking for a page of the portal (not a file, not the API). */
export function isPageRequest(request: FastifyRequest): boolean {
  const accepted = request.headers.accept ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (accepted === '' || accepted.includes('text/html') || accepted.includes('*/*'))
  );
}

/**
 * Serves the built portal: its files as they are (hashed assets cached for a year), and returns
 * the page sender used as SPA fallback, so the client router handles every page address. The
 * build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file; the one the
 * browser accepts is sent, with `Vary: accept-encoding`, and the plain file otherwise.
 * Returns null when the portal has not been built (API-only, as under `npm run dev`).
 */
export async function registerPortal(
  app: FastifyInstance,
  portalDist: string,
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  if (!existsSync(path.join(portalDist, 'index.html'))) {
    app.log.warn({ portalDist }, 'the portal is not built; serving the API only');
    return null;
  }
  await app.register(fastifyStatic, {
    root: portalDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply) => reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}
