import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';

describe('generic flood protection (RATE_LIMIT_MAX)', () => {
  const context = useTestApp({ config: { rateLimitMax: 3 } });

  it('answers 429 in the error shape, translated, once an address passes the limit', async () => {
    const call = (remoteAddress: string) =>
      context.app.inject({ url: '/api/parametros/faq', remoteAddress, headers: { lang: '5' } });
    for (let i = 0; i < 3; i++) expect((await call('10.9.9.9')).statusCode).toBe(200);
    const limited = await call('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Request limit exceeded. Please wait and try again.' });
    expect((await call('10.9.9.10')).statusCode).toBe(200);
  });
});
