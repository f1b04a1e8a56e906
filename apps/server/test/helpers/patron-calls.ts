import type { FastifyInstance } from 'fastify';
import { bearer, demoLogins, login } from './auth.ts';

export type DemoPatron = keyof typeof demoLogins;

/**
 * Calls the app as a demo patron, logged in once per test file, or anonymously when no patron is
 * named; `lang` is the Pergamum language header (1 pt, 3 es, 5 en).
 */
export function demoPatronCalls(context: { app: FastifyInstance }) {
  const tokens = new Map<DemoPatron, string>();
  async function tokenOf(name: DemoPatron) {
    if (!tokens.has(name)) tokens.set(name, (await login(context.app, demoLogins[name])).access_token);
    return tokens.get(name)!;
  }
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: DemoPatron,
    payload?: unknown,
    lang = '1',
  ) =>
    context.app.inject({
      method,
      url,
      headers: { ...(who ? bearer(await tokenOf(who)) : {}), lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { call, tokenOf };
}
