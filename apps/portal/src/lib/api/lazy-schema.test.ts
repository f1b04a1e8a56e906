import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useMswServer } from '../../testing/msw-server.ts';
import { createStore } from '../jotai.ts';
import { createApiClient } from './api-client.ts';
import { lazySchema } from './lazy-schema.ts';

const answerSchema = z.object({ total: z.number() });

describe('lazy schemas', () => {
  const server = useMswServer();

  it('check an answer as a schema passed directly does, loading the schema once', async () => {
    let loads = 0;
    const schema = lazySchema(async () => {
      loads += 1;
      return answerSchema;
    });
    server.use(
      http.get('/api/good', () => HttpResponse.json({ total: 3 })),
      http.get('/api/bad', () => HttpResponse.json({ total: 'three' })),
    );
    const client = createApiClient({ store: createStore() });
    await expect(client.request('/api/good', { schema, auth: 'none' })).resolves.toEqual({ total: 3 });
    await expect(client.request('/api/bad', { schema, auth: 'none' })).rejects.toBeInstanceOf(z.ZodError);
    expect(loads).toBe(1);
  });

  it('try a failed download again on the next call', async () => {
    let loads = 0;
    const schema = lazySchema(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return answerSchema;
    });
    server.use(http.get('/api/good', () => HttpResponse.json({ total: 3 })));
    const client = createApiClient({ store: createStore() });
    await expect(client.request('/api/good', { schema, auth: 'none' })).rejects.toBeInstanceOf(TypeError);
    await expect(client.request('/api/good', { schema, auth: 'none' })).resolves.toEqual({ total: 3 });
    expect(loads).toBe(2);
  });
});
