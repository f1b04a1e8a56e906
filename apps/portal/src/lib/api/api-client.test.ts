import { tokenPath } from '@acervo/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loginFixture } from '../../testing/mocks/login-fixture.ts';
import { useMswServer } from '../../testing/msw-server.ts';
import { localeAtom } from '../intl/locale.ts';
import { createStore } from '../jotai.ts';
import { sessionAtom, sessionFromLogin, sessionStorageKey } from '../session/session.ts';
import {
  ApiRequestError,
  createApiClient,
  LoginRequiredError,
  NetworkError,
  SessionExpiredError,
  withQuery,
} from './api-client.ts';

const okSchema = z.object({ ok: z.boolean() });

function loggedInStore(accessToken = 'old-access') {
  const store = createStore();
  store.set(sessionAtom, sessionFromLogin({ ...loginFixture, access_token: accessToken }, true));
  return store;
}

describe('createApiClient', () => {
  const server = useMswServer();

  it('downloads a file with the name the server gave it, and fails as requests do', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/arquivo', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse('TY  - BOOK', {
          headers: {
            'content-type': 'application/x-research-info-systems',
            'content-disposition': 'attachment; filename="cesta.ris"',
          },
        });
      }),
      http.post('/api/vazio', () => HttpResponse.json({ message: 'A cesta está vazia.' }, { status: 404 })),
    );
    const client = createApiClient({ store: createStore() });
    const file = await client.download('/api/arquivo', { method: 'POST', body: { tipo: 'ris' } });
    expect(file.filename).toBe('cesta.ris');
    expect(await file.blob.text()).toBe('TY  - BOOK');
    expect(bodies).toEqual([{ tipo: 'ris' }]);
    await expect(client.download('/api/vazio', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 404,
      body: { message: 'A cesta está vazia.' },
    });
  });

  it('sends the public token and the lang header on public calls, fetching the token once', async () => {
    let tokenCalls = 0;
    const seen: { auth: string | null; lang: string | null }[] = [];
    server.use(
      http.post(tokenPath, async ({ request }) => {
        tokenCalls += 1;
        expect(await request.json()).toMatchObject({ grant_type: 'client_credentials', client_id: '4' });
        return HttpResponse.json({
          access_token: 'pub-1',
          token_type: 'Bearer',
          expires_in: 3600,
          scope: '',
        });
      }),
      http.get('/api/x', ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), lang: request.headers.get('lang') });
        return HttpResponse.json({ ok: true });
      }),
    );
    const store = createStore();
    store.set(localeAtom, 'fr');
    const client = createApiClient({ store });
    await Promise.all([
      client.request('/api/x', { schema: okSchema }),
      client.request('/api/x', { schema: okSchema }),
    ]);
    expect(tokenCalls).toBe(1);
    expect(seen).toEqual([
      { auth: 'Bearer pub-1', lang: '5' },
      { auth: 'Bearer pub-1', lang: '5' },
    ]);
  });

  it('chooses the token per call: private needs a patron, private-if-present falls back to public', async () => {
    const auths: (string | null)[] = [];
    server.use(
      http.get('/api/x', ({ request }) => {
        auths.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const anonymous = createApiClient({ store: createStore() });
    await expect(anonymous.request('/api/x', { schema: okSchema, auth: 'private' })).rejects.toBeInstanceOf(
      LoginRequiredError,
    );
    await anonymous.request('/api/x', { schema: okSchema, auth: 'private-if-present' });
    await anonymous.request('/api/x', { schema: okSchema, auth: 'none' });
    const patron = createApiClient({ store: loggedInStore('patron-token') });
    await patron.request('/api/x', { schema: okSchema, auth: 'private-if-present' });
    await patron.request('/api/x', { schema: okSchema, auth: 'private' });
    expect(auths).toEqual(['Bearer public-token', null, 'Bearer patron-token', 'Bearer patron-token']);
  });

  it('on 401 runs one refresh for all failed calls, retries them, and stores the new tokens', async () => {
    let refreshes = 0;
    server.use(
      http.post(tokenPath, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        expect(body).toMatchObject({
          grant_type: 'refresh_token',
          refresh_token: loginFixture.refresh_token,
        });
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({
          ...loginFixture,
          access_token: 'new-access',
          refresh_token: 'new-refresh',
        });
      }),
      http.get('/api/x', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'Sessão expirada', code: 'TOKEN_EXPIRADO' }, { status: 401 }),
      ),
    );
    const store = loggedInStore();
    const client = createApiClient({ store });
    const results = await Promise.all(
      [1, 2, 3].map(() => client.request('/api/x', { schema: okSchema, auth: 'private' })),
    );
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(store.get(sessionAtom)).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
      remember: true,
    });
    await vi.waitFor(() => expect(localStorage.getItem(sessionStorageKey)).not.toBeNull());
  });

  it('retries a call once only: a second 401 is an error, not a loop', async () => {
    let calls = 0;
    server.use(
      http.post(tokenPath, () => HttpResponse.json({ ...loginFixture, access_token: 'new-access' })),
      http.get('/api/x', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Não autorizado' }, { status: 401 });
      }),
    );
    const client = createApiClient({ store: loggedInStore() });
    const failure = client.request('/api/x', { schema: okSchema, auth: 'private' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toBe(2);
  });

  it('a failed refresh logs the patron out of both stores and reports the expiry once', async () => {
    server.use(
      http.post(tokenPath, () => HttpResponse.json({ message: 'Sessão expirada' }, { status: 401 })),
      http.get('/api/x', () => HttpResponse.json({ message: 'expirado' }, { status: 401 })),
    );
    const onSessionExpired = vi.fn();
    const store = loggedInStore();
    sessionStorage.setItem(sessionStorageKey, 'x');
    localStorage.setItem(sessionStorageKey, 'y');
    const client = createApiClient({ store, onSessionExpired });
    const calls = [1, 2].map(() => client.request('/api/x', { schema: okSchema, auth: 'private' }));
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom)).toBeNull();
    expect(sessionStorage.getItem(sessionStorageKey)).toBeNull();
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('a refresh lost on the way keeps the session: the call fails, the next one refreshes again', async () => {
    let refreshes = 0;
    server.use(
      http.post(tokenPath, () => {
        refreshes += 1;
        return refreshes === 1
          ? HttpResponse.error()
          : HttpResponse.json({ ...loginFixture, access_token: 'new-access', refresh_token: 'new-refresh' });
      }),
      http.get('/api/x', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'expirado' }, { status: 401 }),
      ),
    );
    const onSessionExpired = vi.fn();
    const store = loggedInStore();
    const client = createApiClient({ store, onSessionExpired });
    await expect(client.request('/api/x', { schema: okSchema, auth: 'private' })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(store.get(sessionAtom)).toMatchObject({ refreshToken: loginFixture.refresh_token });
    await expect(client.request('/api/x', { schema: okSchema, auth: 'private' })).resolves.toEqual({
      ok: true,
    });
    expect(refreshes).toBe(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    {
      answer: 'cut off halfway',
      response: () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"access_token":"new-acc'));
              controller.error(new TypeError('network error'));
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      error: NetworkError,
    },
    { answer: 'that is not a login', response: () => Response.json({ ok: true }), error: Error },
  ])(
    'a refresh answer $answer keeps the session, and the next call refreshes again',
    async ({ response, error }) => {
      let refreshes = 0;
      server.use(
        http.post(tokenPath, () =>
          HttpResponse.json({ ...loginFixture, access_token: 'new-access', refresh_token: 'new-refresh' }),
        ),
        http.get('/api/x', ({ request }) =>
          request.headers.get('authorization') === 'Bearer new-access'
            ? HttpResponse.json({ ok: true })
            : HttpResponse.json({ message: 'expirado' }, { status: 401 }),
        ),
      );
      // The first refresh's answer comes from here, past the mock server: a body can fail halfway only so.
      const fetchFirstRefreshHere: typeof fetch = (input, init) => {
        if (String(input).endsWith(tokenPath) && ++refreshes === 1) return Promise.resolve(response());
        return globalThis.fetch(input, init);
      };
      const onSessionExpired = vi.fn();
      const store = loggedInStore();
      const client = createApiClient({ store, onSessionExpired, fetch: fetchFirstRefreshHere });
      const first = client.request('/api/x', { schema: okSchema, auth: 'private' });
      await expect(first).rejects.toBeInstanceOf(error);
      await expect(first).rejects.not.toBeInstanceOf(SessionExpiredError);
      expect(store.get(sessionAtom)).toMatchObject({ refreshToken: loginFixture.refresh_token });
      await expect(client.request('/api/x', { schema: okSchema, auth: 'private' })).resolves.toEqual({
        ok: true,
      });
      expect(refreshes).toBe(2);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('an expired public token is simply fetched again', async () => {
    let issued = 0;
    server.use(
      http.post(tokenPath, () => {
        issued += 1;
        return HttpResponse.json({
          access_token: `pub-${issued}`,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: '',
        });
      }),
      http.get('/api/x', ({ request }) =>
        request.headers.get('authorization') === 'Bearer pub-2'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'expirado' }, { status: 401 }),
      ),
    );
    const client = createApiClient({ store: createStore() });
    await expect(client.request('/api/x', { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(issued).toBe(2);
  });

  it('the token call itself is never refreshed: a wrong password is the caller’s 401', async () => {
    let calls = 0;
    server.use(
      http.post(tokenPath, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Incorretos', code: 'invalid_grant' }, { status: 401 });
      }),
    );
    const client = createApiClient({ store: loggedInStore() });
    await expect(client.loginWithPassword({ username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toBe(1);
  });

  it('sends a FormData body as a multipart form, and again as one when retried after a refresh', async () => {
    const seen: { type: string | null; email: FormDataEntryValue | null }[] = [];
    server.use(
      http.post(tokenPath, () => HttpResponse.json({ ...loginFixture, access_token: 'new-access' })),
      http.post('/api/form', async ({ request }) => {
        seen.push({
          type: request.headers.get('content-type'),
          email: (await request.formData()).get('email'),
        });
        return request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'Sessão expirada' }, { status: 401 });
      }),
    );
    const form = new FormData();
    form.set('email', 'ana@example.org');
    const client = createApiClient({ store: loggedInStore() });
    await expect(
      client.request('/api/form', { schema: okSchema, auth: 'private', method: 'POST', body: form }),
    ).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    for (const call of seen) {
      expect(call.type).toMatch(/^multipart\/form-data; boundary=/);
      expect(call.email).toBe('ana@example.org');
    }
  });

  it('turns an unreachable server into a NetworkError', async () => {
    server.use(http.get('/api/x', () => HttpResponse.error()));
    const client = createApiClient({ store: createStore() });
    await expect(client.request('/api/x', { schema: okSchema, auth: 'none' })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});

describe('withQuery', () => {
  it('skips empty values and URL-encodes the rest (spec §5)', () => {
    expect(withQuery('/api/c', { a: 'x y', b: '', c: undefined, d: null, e: 0, f: 'á&b' })).toBe(
      '/api/c?a=x+y&e=0&f=%C3%A1%26b',
    );
    expect(withQuery('/api/c', { a: '' })).toBe('/api/c');
  });
});
