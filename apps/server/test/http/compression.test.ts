import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressionThreshold } from '../../src/http/compression.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('API answers travel compressed above the threshold', () => {
  const context = useTestApp();
  // The institution's parameters: a public JSON answer of a few kB.
  const get = (url: string, acceptEncoding?: string) =>
    context.app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  const large = '/api/parametros/instituicao';

  it('answers a large JSON in brotli, gzip or plain as the client asks, with the same content', async () => {
    const plain = await get(large);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThreshold);
    const expected: unknown = plain.json();

    const brotli = await get(large, 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('application/json');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(expected);

    const gzip = await get(large, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
  });

  it('leaves a small answer as it is', async () => {
    const response = await get('/api/does-not-exist', 'br, gzip');
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.length).toBeLessThan(compressionThreshold);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('message');
  });

  it('keeps the security headers on a compressed answer', async () => {
    const response = await get(large, 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});
