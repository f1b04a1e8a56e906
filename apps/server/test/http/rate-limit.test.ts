import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const portalDist = await mkdtemp(path.join(tmpdir(), 'acervo-portal-'));
await writeFile(path.join(portalDist, 'index.html'), '<!doctype html><div id="pergamum"></div>');
afterAll(() => rm(portalDist, { recursive: true, force: true }));

describe('generic flood protection (RATE_LIMIT_MAX)', () => {
  const context = useTestApp({ portalDist, config: { rateLimitMax: 3 } });

  it('answers 429 in the error shape, translated, once an address passes the limit', async () => {
    const call = (remoteAddress: string) =>
      context.app.inject({ url: '/api/parametros/faq', remoteAddress, headers: { lang: '5' } });
    for (let i = 0; i < 3; i++) expect((await call('10.9.9.9')).statusCode).toBe(200);
    const limited = await call('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Request limit exceeded. Please wait and try again.' });
    expect((await call('10.9.9.10')).statusCode).toBe(200);
  });

  it('counts API calls only: portal pages and files never use up an address’s allowance', async () => {
    for (let i = 0; i < 6; i++) {
      const page = await context.app.inject({
        url: '/meupergamum',
        remoteAddress: '10.9.9.11',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
    }
    const api = await context.app.inject({ url: '/api/parametros/faq', remoteAddress: '10.9.9.11' });
    expect(api.statusCode).toBe(200);
  });
});
