import {
  type ApiError,
  languageHeaderCodes,
  type LoginResponse,
  oauthClientId,
  type TokenRequest,
  tokenPath,
} from '@acervo/contract';
import type { z } from 'zod';
import { localeAtom } from '../intl/locale.ts';
import type { createStore } from '../jotai.ts';
import {
  clearStoredSessions,
  persistSession,
  type Session,
  sessionAtom,
  sessionFromLogin,
} from '../session/session.ts';
import { type LazySchema, lazySchema, resolveSchema } from './lazy-schema.ts';

// The client's own answers are checked with schemas that load when first needed (lazy-schema.ts).
const apiErrorSchema = lazySchema(() =>
  import('@acervo/contract/errors/error').then((m) => m.apiErrorSchema),
);
const publicTokenResponseSchema = lazySchema(() =>
  import('@acervo/contract/auth/token').then((m) => m.publicTokenResponseSchema),
);
const loginResponseSchema = lazySchema(() =>
  import('@acervo/contract/auth/token').then((m) => m.loginResponseSchema),
);

/**
 * The server turned the refresh token down. Nothing else ends a session: a dropped connection
 * (also halfway through the answer), a 5xx, rate limiting or an answer that cannot be read say
 * nothing about the token, which the server accepts again for a while.
 */
function refreshRefused(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && error.status < 500 && error.status !== 408 && error.status !== 429
  );
}

/** A failed call: the HTTP status and the server's error body (spec §8 decides what the user sees). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
    this.name = 'ApiRequestError';
  }
}

/** The server could not be reached at all (spec §8: 'NaoFoiPossivelComunicarServidor'). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('NaoFoiPossivelComunicarServidor', { cause });
    this.name = 'NetworkError';
  }
}

/** The patron's session could not be renewed: they were logged out (spec §4 'SessaoExpirada'). */
export class SessionExpiredError extends Error {
  constructor() {
    super('SessaoExpirada');
    this.name = 'SessionExpiredError';
  }
}

/** A private call was attempted with nobody logged in. */
export class LoginRequiredError extends Error {
  constructor() {
    super('LoginNecessario');
    this.name = 'LoginRequiredError';
  }
}

/**
 * Which token a call carries (spec §6): none; the public client-credentials token; the patron's
 * token (private); or the patron's when logged in and the public one otherwise (private-if-present).
 */
export type AuthLevel = 'none' | 'public' | 'private' | 'private-if-present';

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions<Schema extends z.ZodType> = {
  /** The contract's schema of the answer, or a lazy one (lazy-schema.ts) on a page's first load. */
  schema: Schema | LazySchema<Schema>;
  auth?: AuthLevel;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent as JSON; a `FormData` is sent as a multipart form (spec §7's `/nada-consta/send-mail`). */
  body?: unknown;
  signal?: AbortSignal;
};

type Store = ReturnType<typeof createStore>;

type ClientOptions = {
  store: Store;
  fetch?: typeof fetch;
  /** Called once when a refresh fails and the patron has been logged out. */
  onSessionExpired?: () => void;
  now?: () => number;
};

type UsedToken = { kind: 'public' | 'patron'; value: string } | null;

/** Query-string builder (spec §5): skips empty values and URL-encodes the rest. */
export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one way the portal talks to the API. It adds the `lang` header and the token each call asks
 * for, validates answers against the contract, and renews tokens (spec §4 "Token refresh"): on a
 * 401 — never from the token call, at most once per request — one renewal runs while every other
 * failed request waits for it and then retries. A public token is simply fetched again; a patron's
 * is refreshed with the refresh token and saved in the store it came from. When that fails the
 * patron is logged out and `onSessionExpired` shows 'SessaoExpirada'.
 */
export function createApiClient({
  store,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  onSessionExpired,
  now = Date.now,
}: ClientOptions) {
  let publicToken: { value: string; expiresAt: number } | null = null;
  let publicTokenRequest: Promise<string> | null = null;
  let patronRefresh: Promise<void> | null = null;

  const languageHeader = () => String(languageHeaderCodes[store.get(localeAtom)]);

  async function rawFetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(path, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new NetworkError(error);
    }
  }

  /** The answer's JSON, null when empty or not JSON; a connection lost while it arrives is a NetworkError. */
  async function readJson(response: Response, signal?: AbortSignal | null): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new NetworkError(error);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }

  async function readError(response: Response): Promise<ApiRequestError> {
    const payload: unknown = await response.json().catch(() => null);
    const parsed = (await apiErrorSchema.load()).safeParse(payload);
    return new ApiRequestError(response.status, parsed.success ? parsed.data : { message: '' });
  }

  /** `POST /oauth/token` with the portal's client id. Never retried or refreshed. */
  async function tokenCall(request: TokenRequest): Promise<unknown> {
    const response = await rawFetch(tokenPath, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', lang: languageHeader() },
      body: JSON.stringify({ client_id: String(oauthClientId), scope: '', ...request }),
    });
    if (!response.ok) throw await readError(response);
    return readJson(response);
  }

  function fetchPublicToken(): Promise<string> {
    publicTokenRequest ??= Promise.all([
      tokenCall({ grant_type: 'client_credentials' }),
      publicTokenResponseSchema.load(),
    ])
      .then(([payload, schema]) => {
        const token = schema.parse(payload);
        publicToken = { value: token.access_token, expiresAt: now() + token.expires_in * 1000 };
        return token.access_token;
      })
      .finally(() => {
        publicTokenRequest = null;
      });
    return publicTokenRequest;
  }

  async function currentPublicToken(): Promise<string> {
    // Renew a little before expiry so a call does not leave with a token about to lapse.
    if (publicToken && publicToken.expiresAt - 10_000 > now()) return publicToken.value;
    return fetchPublicToken();
  }

  async function tokenFor(auth: AuthLevel): Promise<UsedToken> {
    if (auth === 'none') return null;
    const session = store.get(sessionAtom);
    if (auth === 'private') {
      if (!session) throw new LoginRequiredError();
      return { kind: 'patron', value: session.accessToken };
    }
    if (auth === 'private-if-present' && session) return { kind: 'patron', value: session.accessToken };
    return { kind: 'public', value: await currentPublicToken() };
  }

  function saveSession(session: Session | null) {
    store.set(sessionAtom, session);
    if (session) void persistSession(session);
    else clearStoredSessions();
  }

  function refreshPatron(): Promise<void> {
    patronRefresh ??= (async () => {
      const session = store.get(sessionAtom);
      if (!session) throw new SessionExpiredError();
      try {
        const response = await parseLogin(
          tokenCall({ grant_type: 'refresh_token', refresh_token: session.refreshToken }),
        );
        // Kept in the store it came from (remember-me or browser session), and from the same provider.
        saveSession(
          sessionFromLogin(
            response,
            session.remember,
            session.oidcNonce ? { oidcNonce: session.oidcNonce } : {},
            now(),
          ),
        );
      } catch (error) {
        // A lost answer or a server in trouble says nothing about the session: it is kept, and
        // the next call refreshes again (the server accepts the same token again for a while).
        if (!refreshRefused(error)) throw error;
        saveSession(null);
        onSessionExpired?.();
        throw new SessionExpiredError();
      }
    })().finally(() => {
      patronRefresh = null;
    });
    return patronRefresh;
  }

  /** Makes sure the token that just failed is replaced, by this call or one already under way. */
  async function renew(used: NonNullable<UsedToken>): Promise<void> {
    if (used.kind === 'public') {
      if (publicToken && publicToken.value !== used.value) return;
      publicToken = null;
      await fetchPublicToken();
      return;
    }
    const session = store.get(sessionAtom);
    if (!session) throw new SessionExpiredError();
    if (session.accessToken !== used.value) return;
    await refreshPatron();
  }

  /** A token call's answer checked as a login, the schema loading while the call runs. */
  async function parseLogin(answer: Promise<unknown>): Promise<LoginResponse> {
    const [payload, schema] = await Promise.all([answer, loginResponseSchema.load()]);
    return schema.parse(payload);
  }

  type SendOptions = Omit<RequestOptions<z.ZodType>, 'schema'> & { accept?: string };

  /** The answer of a call that succeeded (renewing the token once on a 401), else its error. */
  async function send(path: string, options: SendOptions, retried: boolean): Promise<Response> {
    const { auth = 'public', method = 'GET', query, body, signal, accept = 'application/json' } = options;
    if (!retried && patronRefresh && auth !== 'none') await patronRefresh.catch(() => undefined);
    const used = await tokenFor(auth);
    const response = await rawFetch(withQuery(path, query), {
      method,
      signal: signal ?? null,
      headers: {
        accept,
        lang: languageHeader(),
        ...(used ? { authorization: `Bearer ${used.value}` } : {}),
        // A form goes as multipart: the browser writes the content type with its boundary.
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
    if (response.status === 401 && used && !retried) {
      await renew(used);
      return send(path, options, true);
    }
    if (!response.ok) throw await readError(response);
    return response;
  }

  async function sendForData(path: string, options: SendOptions): Promise<unknown> {
    const response = await send(path, options, false);
    if (response.status === 204) return null;
    return readJson(response, options.signal);
  }

  return {
    /** Calls the API and validates the answer against the contract. */
    async request<Schema extends z.ZodType>(
      path: string,
      options: RequestOptions<Schema>,
    ): Promise<z.infer<Schema>> {
      const [payload, schema] = await Promise.all([
        sendForData(path, options as RequestOptions<z.ZodType>),
        resolveSchema(options.schema),
      ]);
      return schema.parse(payload);
    },

    /**
     * Calls the API for a file (an export): its content and the name the server gave it, for the
     * browser to save. Failures are the same errors as `request`'s.
     */
    async download(
      path: string,
      options: Omit<RequestOptions<z.ZodType>, 'schema'>,
    ): Promise<{ blob: Blob; filename: string | null }> {
      const response = await send(path, { ...options, accept: '*/*' }, false);
      const disposition = response.headers.get('content-disposition') ?? '';
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
      return { blob: await response.blob(), filename };
    },

    /** The password grant; the caller decides what to do with the patron's answer. */
    async loginWithPassword(fields: {
      username: string;
      password: string;
      recaptchaToken?: string;
      category?: string;
    }): Promise<LoginResponse> {
      return parseLogin(
        tokenCall({
          grant_type: 'password',
          username: fields.username,
          password: fields.password,
          ...(fields.recaptchaToken ? { recaptcha_token: fields.recaptchaToken } : {}),
          ...(fields.category ? { codigo_categoria: fields.category } : {}),
        }),
      );
    },

    /** Trades a one-time token from another tab (`/pergamum_redireciona?token=`) for a session. */
    async loginWithRedirectToken(token: string): Promise<LoginResponse> {
      return parseLogin(tokenCall({ grant_type: 'redirect_token', redirect_token: token }));
    },

    /** Starts a patron's session in the store remember-me chose. */
    async startSession(response: LoginResponse, remember: boolean, extra: { oidcNonce?: string } = {}) {
      const session = sessionFromLogin(response, remember, extra, now());
      // Stored before it is shown, so a reload right after the greeting still finds it.
      await persistSession(session);
      store.set(sessionAtom, session);
      return session;
    },

    /** Ends the session locally: both stores are cleared. */
    endSession() {
      saveSession(null);
    },
  };
}
