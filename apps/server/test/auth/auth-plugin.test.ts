import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/http/error-handler.ts';
import { createAccessTokens } from '../../src/modules/auth/access-tokens.ts';
import {
  type AuthLevel,
  optionalPatronOf,
  patronOf,
  registerAuth,
} from '../../src/modules/auth/auth-plugin.ts';

const tokens = createAccessTokens(new TextEncoder().encode('x'.repeat(32)), { patron: 60, public: 60 });

describe('auth plugin: route levels and the caller', () => {
  let app: FastifyInstance;
  let patron: string;
  let publicToken: string;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    registerAuth(app, tokens);
    for (const level of ['none', 'public', 'private', 'private-if-present'] as AuthLevel[]) {
      app.get(`/${level}`, { config: { auth: level } }, async (request) => ({
        caller: request.caller.kind,
        patron: optionalPatronOf(request)?.codPessoa ?? null,
      }));
    }
    app.get('/mine', { config: { auth: 'private' } }, async (request) => ({
      owner: patronOf(request).codPessoa,
    }));
    await app.ready();
    patron = (await tokens.sign({ kind: 'patron', codPessoa: 7, codLogin: 9, usuario: 'x', sessao: 's' }))
      .token;
    publicToken = (await tokens.sign({ kind: 'public' })).token;
  });
  afterAll(() => app.close());

  const call = (path: string, token?: string) =>
    app.inject({ url: path, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

  it.each([
    ['none', undefined, 200, 'anonymous'],
    ['none', 'garbage', 200, 'anonymous'],
    ['public', undefined, 401, null],
    ['public', 'PUBLIC', 200, 'public'],
    ['public', 'PATRON', 200, 'patron'],
    ['private', undefined, 401, null],
    ['private', 'PUBLIC', 401, null],
    ['private', 'PATRON', 200, 'patron'],
    ['private-if-present', undefined, 200, 'anonymous'],
    ['private-if-present', 'PUBLIC', 200, 'public'],
    ['private-if-present', 'PATRON', 200, 'patron'],
    ['private-if-present', 'garbage', 401, null],
  ])('%s with %s token answers %i', async (level, which, status, caller) => {
    const token = which === 'PUBLIC' ? publicToken : which === 'PATRON' ? patron : which;
    const response = await call(`/${level}`, token);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().caller).toBe(caller);
    else expect(response.json()).toHaveProperty('message');
  });

  it('hands handlers the patron from the token, never from the request', async () => {
    expect((await call('/mine', patron)).json()).toEqual({ owner: 7 });
    expect((await call('/private-if-present', patron)).json()).toEqual({ caller: 'patron', patron: 7 });
  });
});
