import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loginResponseSchema, publicTokenResponseSchema } from '@acervo/contract';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/modules/auth/password-hasher.ts';
import { hashOpaqueToken, refreshRetryGraceSeconds } from '../../src/modules/auth/refresh-tokens.ts';
import { bearer, demoLogins, freshAddress, login, publicToken } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('POST /oauth/token', () => {
  const context = useTestApp();
  const post = (payload: unknown, options: { url?: string; headers?: Record<string, string> } = {}) =>
    context.app.inject({
      method: 'POST',
      url: options.url ?? '/oauth/token',
      remoteAddress: freshAddress(),
      headers: options.headers,
      payload: payload as Record<string, unknown>,
    });

  describe('password grant', () => {
    it('answers tokens, the user, permissions and the blocked flag', async () => {
      const response = await post({ grant_type: 'password', client_id: 4, ...demoLogins.bruno });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = loginResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        token_type: 'Bearer',
        expires_in: 900,
        bloqueio: false,
        user: { nome_pessoa: 'Bruno Carvalho Lima', login: 'bruno.lima', categoria: { codigo: 2 } },
      });
      expect(body.authPermissions).toContainEqual({
        cod_modulo: 2,
        cod_atividade: 8,
        descricao: 'Menu da área pessoal e seletor de destino',
      });
    });

    it('answers at /api/oauth/token too, and permissions in the caller’s language', async () => {
      const response = await post(
        { grant_type: 'password', client_id: '4', ...demoLogins.bruno },
        { url: '/api/oauth/token', headers: { lang: '5' } },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().authPermissions).toContainEqual(
        expect.objectContaining({
          cod_atividade: 8,
          descricao: 'Personal-area menu and destination selector',
        }),
      );
    });

    it('accepts a form-urlencoded body and trims the username', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password&client_id=4&username=%20%202024001%20&password=4821',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.login).toBe('2024001');
    });

    it('refuses a wrong password with 401 and the institution’s login label', async () => {
      const response = await post({
        grant_type: 'password',
        client_id: '4',
        username: 'bruno.lima',
        password: 'nope',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Matrícula ou usuário ou senha incorretos! Tente novamente.',
        code: 'invalid_grant',
      });
      const english = await post(
        { grant_type: 'password', client_id: '4', username: 'nobody', password: 'x' },
        { headers: { lang: '5' } },
      );
      expect(english.statusCode).toBe(401);
      expect(english.json().message).toBe('Incorrect Matrícula ou usuário or password! Please try again.');
    });

    it('answers 422 with field messages when username or password is missing', async () => {
      const response = await post(
        { grant_type: 'password', client_id: '4', username: '   ' },
        { headers: { lang: '3' } },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Introduzca los datos de su cuenta.',
        code: 'invalid_request',
        fields: {
          username: 'Introduzca los datos de su cuenta.',
          password: 'Introduzca los datos de su cuenta.',
        },
      });
    });

    it('logs in with a tax number that belongs to one login only', async () => {
      const response = await post({
        grant_type: 'password',
        client_id: '4',
        username: '12345678062',
        password: '4821',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.login).toBe('2024001');
      // José's tax number stands for two persons: the portal must ask which login first.
      const shared = await post({
        grant_type: 'password',
        client_id: '4',
        username: '89123456728',
        password: '2468',
      });
      expect(shared.statusCode).toBe(401);
    });

    it('checks the category code when one is given (company 87 behaviour, optional in the demo)', async () => {
      const right = await post({
        grant_type: 'password',
        client_id: '4',
        ...demoLogins.ana,
        codigo_categoria: '01',
      });
      expect(right.statusCode).toBe(200);
      const wrong = await post({
        grant_type: 'password',
        client_id: '4',
        ...demoLogins.ana,
        codigo_categoria: '04',
      });
      expect(wrong.statusCode).toBe(401);
    });

    it('requires the category code when the institution asks for it always', async () => {
      await context.db.query(
        `update instituicao set parametros = jsonb_set(parametros, '{login,perguntar_categoria}', '"obrigatorio"')`,
      );
      try {
        const response = await post({ grant_type: 'password', client_id: '4', ...demoLogins.ana });
        expect(response.statusCode).toBe(422);
        expect(response.json().fields).toEqual({ codigo_categoria: 'O campo acima é obrigatório.' });
      } finally {
        await context.db.query(
          `update instituicao set parametros = jsonb_set(parametros, '{login,perguntar_categoria}', '"opcional"')`,
        );
      }
    });

    it.each([
      ['another N', { cost: 11, parallelism: 1 }],
      ['another p', { cost: 10, parallelism: 3 }],
    ])('upgrades a hash made with %s at the next login', async (_, older) => {
      const stored = await createPasswordHasher(older).hash('Mestrado@2024');
      await context.db.query(`update login set senha_hash = $1 where usuario = 'igor.batista'`, [stored]);
      await login(context.app, demoLogins.igor);
      const [row] = await context.db.query<{ senha_hash: string }>(
        `select senha_hash from login where usuario = 'igor.batista'`,
      );
      expect(row!.senha_hash).toMatch(/^scrypt\$10\$8\$1\$/);
      await login(context.app, demoLogins.igor);
    });
  });

  describe('bad requests', () => {
    it('answers 400 without grant_type, for an unknown grant and for another client', async () => {
      const missing = await post({ client_id: '4', username: 'a', password: 'b' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        message: 'A solicitação de login falhou. Por favor, tente novamente.',
        code: 'invalid_request',
      });
      const unknown = await post({ grant_type: 'implicit', client_id: '4' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('unsupported_grant_type');
      const client = await post({ grant_type: 'client_credentials', client_id: '7' });
      expect(client.statusCode).toBe(400);
      expect(client.json().code).toBe('invalid_client');
      const noClient = await post({ grant_type: 'client_credentials' });
      expect(noClient.statusCode).toBe(400);
    });

    it('answers 422, never 500, for fields of the wrong type', async () => {
      const response = await post({ grant_type: 'password', client_id: '4', username: 12, password: ['x'] });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().fields).sort()).toEqual(['password', 'username']);
    });
  });

  describe('client_credentials grant', () => {
    it('answers a public token without a refresh token, good for public calls only', async () => {
      const response = await post({ grant_type: 'client_credentials', client_id: 4 });
      expect(response.statusCode).toBe(200);
      const body = publicTokenResponseSchema.strict().parse(response.json());
      expect(body.expires_in).toBe(3600);
      const people = await context.app.inject({
        method: 'GET',
        url: '/api/pessoas',
        headers: bearer(body.access_token),
      });
      expect(people.statusCode).toBe(401);
      const name = await context.app.inject({
        method: 'GET',
        url: '/api/pessoas/2024001/nome',
        headers: bearer(body.access_token),
      });
      expect(name.statusCode).toBe(200);
    });
  });

  describe('refresh_token grant', () => {
    const spentSecondsAgo = (token: string, seconds: number) =>
      context.db.query(
        `update token_atualizacao set usado_em = now() - make_interval(secs => $2) where hash = $1`,
        [hashOpaqueToken(token), seconds],
      );

    it('rotates: each refresh token works once and answers a new pair', async () => {
      const first = await login(context.app, demoLogins.carla);
      const second = await post({
        grant_type: 'refresh_token',
        client_id: '4',
        refresh_token: first.refresh_token,
      });
      expect(second.statusCode).toBe(200);
      const body = loginResponseSchema.parse(second.json());
      expect(body.refresh_token).not.toBe(first.refresh_token);
      expect(body.user.login).toBe('carla.ribeiro');
      const third = await post({
        grant_type: 'refresh_token',
        client_id: '4',
        refresh_token: body.refresh_token,
      });
      expect(third.statusCode).toBe(200);
    });

    it('revokes the whole family when a spent refresh token comes back after the retry grace', async () => {
      const first = await login(context.app, demoLogins.carla);
      const rotated = (
        await post({ grant_type: 'refresh_token', client_id: '4', refresh_token: first.refresh_token })
      ).json();
      await spentSecondsAgo(first.refresh_token, refreshRetryGraceSeconds + 1);
      const replay = await post({
        grant_type: 'refresh_token',
        client_id: '4',
        refresh_token: first.refresh_token,
      });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({
        message: 'Sua sessão expirou. Por favor, faça login novamente.',
        code: 'invalid_grant',
      });
      // The thief's copy and the patron's newer token are both dead now.
      const newer = await post({
        grant_type: 'refresh_token',
        client_id: '4',
        refresh_token: rotated.refresh_token,
      });
      expect(newer.statusCode).toBe(401);
      const [row] = await context.db.query<{ stored: boolean }>(
        'select exists (select 1 from token_atualizacao where hash = $1) as stored',
        [first.refresh_token],
      );
      expect(row!.stored).toBe(false);
    });

    it('a refresh whose answer was lost can be retried once more within the grace; the lost successor dies', async () => {
      const first = await login(context.app, demoLogins.carla);
      const lost = (
        await post({ grant_type: 'refresh_token', client_id: '4', refresh_token: first.refresh_token })
      ).json();
      const retried = await post({
        grant_type: 'refresh_token',
        client_id: '4',
        refresh_token: first.refresh_token,
      });
      expect(retried.statusCode).toBe(200);
      const current = loginResponseSchema.parse(retried.json());
      expect(current.user.login).toBe('carla.ribeiro');
      const next = await post({
        grant_type: 'refresh_token',
        client_id: '4',
        refresh_token: current.refresh_token,
      });
      expect(next.statusCode).toBe(200);
      // Had the lost answer been taken by someone else, their token now ends the whole session.
      const copy = await post({
        grant_type: 'refresh_token',
        client_id: '4',
        refresh_token: lost.refresh_token,
      });
      expect(copy.statusCode).toBe(401);
      const afterCopy = await post({
        grant_type: 'refresh_token',
        client_id: '4',
        refresh_token: next.json().refresh_token,
      });
      expect(afterCopy.statusCode).toBe(401);
    });

    it('answers 401 for an unknown or expired refresh token and 422 without one', async () => {
      const unknown = await post({ grant_type: 'refresh_token', client_id: '4', refresh_token: 'made-up' });
      expect(unknown.statusCode).toBe(401);
      const session = await login(context.app, demoLogins.carla);
      await context.db.query(`update token_atualizacao set expira_em = now() - interval '1 second'`);
      const expired = await post({
        grant_type: 'refresh_token',
        client_id: '4',
        refresh_token: session.refresh_token,
      });
      expect(expired.statusCode).toBe(401);
      const missing = await post({ grant_type: 'refresh_token', client_id: '4' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().fields).toEqual({ refresh_token: 'O campo acima é obrigatório.' });
    });
  });

  describe('access tokens', () => {
    const signWith = async (claims: Record<string, unknown>, expiresAt: number) => {
      const secret = Buffer.from(
        (await readFile(path.join(context.dataDir, 'auth-secret'), 'utf8')).trim(),
        'base64url',
      );
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('acervo')
        .setAudience('acervo-api')
        .setSubject('1')
        .setIssuedAt(expiresAt - 60)
        .setExpirationTime(expiresAt)
        .sign(secret);
    };

    it('refuses an expired token with 401 TOKEN_EXPIRADO, so the client refreshes', async () => {
      const token = await signWith(
        { typ: 'patron', pes: 1, usr: '2024001', sid: 'x' },
        Math.floor(Date.now() / 1000) - 10,
      );
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/pessoas',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Sua sessão expirou. Por favor, faça login novamente.',
        code: 'TOKEN_EXPIRADO',
      });
    });

    it('refuses a tampered or foreign token with 401 TOKEN_INVALIDO', async () => {
      const session = await login(context.app, demoLogins.ana);
      const [header, payload, signature] = session.access_token.split('.');
      const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      forged.pes = forged.pes + 1;
      const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
      for (const token of [tampered, 'not-a-jwt', (await publicToken(context.app)) + 'x']) {
        const response = await context.app.inject({
          method: 'GET',
          url: '/api/pessoas',
          headers: bearer(token),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('TOKEN_INVALIDO');
      }
    });

    it('persists the signing key under DATA_DIR so tokens survive a restart', async () => {
      const stored = await readFile(path.join(context.dataDir, 'auth-secret'), 'utf8');
      expect(stored.trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });
});
