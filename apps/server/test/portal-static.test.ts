import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const portalDist = await mkdtemp(path.join(tmpdir(), 'acervo-portal-'));
await mkdir(path.join(portalDist, 'assets'));
await writeFile(path.join(portalDist, 'index.html'), '<!doctype html><div id="pergamum"></div>');
await writeFile(path.join(portalDist, 'assets', 'main-abc123.js'), 'console.log(1)');
afterAll(() => rm(portalDist, { recursive: true, force: true }));

describe('serving the built portal', () => {
  const context = useTestApp({ portalDist });

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
