import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const page = '<!doctype html><div id="pergamum"></div>';
const script = `console.log(${JSON.stringify('acervo '.repeat(400))});`;

/** A built portal as the build leaves it: each text file with its brotli and gzip copies. */
async function writeWithCopies(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

const portalDist = await mkdtemp(path.join(tmpdir(), 'acervo-portal-'));
await mkdir(path.join(portalDist, 'assets'));
await writeWithCopies(path.join(portalDist, 'index.html'), page);
await writeWithCopies(path.join(portalDist, 'assets', 'main-abc123.js'), script);
// Fonts are compressed already: the build writes no copies of them.
await writeFile(path.join(portalDist, 'assets', 'font-abc123.woff2'), 'wOF2');
afterAll(() => rm(portalDist, { recursive: true, force: true }));

describe('the built portal', () => {
  const context = useTestApp({ portalDist });

  describe('serving it', () => {
    it('answers every page address with the portal so the client router can show it', async () => {
      for (const url of ['/', '/acervo/123/marc', '/meupergamum/renovacoes', '/login?redirect=%2Fcesta']) {
        const response = await context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('id="pergamum"');
      }
    });

    it('serves hashed assets with a long cache lifetime', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('immutable');
    });

    it('keeps unknown API paths as JSON 404s, never the portal page', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/does-not-exist',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('message');
    });

    it('does not answer a missing asset with the page', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/assets/missing.js',
        headers: { accept: 'application/javascript' },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('the portal travels compressed as the browser accepts', () => {
    const get = (url: string, acceptEncoding?: string) =>
      context.app.inject({
        method: 'GET',
        url,
        headers: { accept: '*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });

    it('sends the brotli copy of an asset to a browser that takes brotli, with its headers intact', async () => {
      const response = await get('/assets/main-abc123.js', 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.rawPayload.length).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    });

    it('sends the gzip copy to a browser that takes gzip only', async () => {
      const response = await get('/assets/main-abc123.js', 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(gunzipSync(response.rawPayload).toString()).toBe(script);
    });

    it('sends the plain file to a client that asks for no encoding, still varying on it', async () => {
      for (const acceptEncoding of [undefined, 'identity']) {
        const response = await get('/assets/main-abc123.js', acceptEncoding);
        expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
        expect(response.headers.vary, acceptEncoding).toContain('accept-encoding');
        expect(response.body, acceptEncoding).toBe(script);
      }
    });

    it('compresses the page itself, which is never cached without asking', async () => {
      const response = await get('/acervo/123', 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    });

    it('sends a file that has no compressed copy as it is', async () => {
      const response = await get('/assets/font-abc123.woff2', 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('wOF2');
    });
  });
});
