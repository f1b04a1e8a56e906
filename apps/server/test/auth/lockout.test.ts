import { describe, expect, it } from 'vitest';
import { demoLogins, freshAddress } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('brute-force protection on the password grant', () => {
  const context = useTestApp({
    config: { auth: { lockAfter: 5, maxFailuresPerUser: 8, maxFailuresPerIp: 12 } },
  });
  const attempt = (username: string, password: string, remoteAddress = freshAddress(), lang = '1') =>
    context.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress,
      headers: { lang },
      payload: { grant_type: 'password', client_id: '4', username, password },
    });

  it('locks a login after 5 consecutive failures: 430 ACESSO_BLOQUEADO, even with the right password', async () => {
    for (let i = 1; i <= 4; i++) expect((await attempt('daniel.alves', 'wrong')).statusCode).toBe(401);
    const fifth = await attempt('daniel.alves', 'wrong', freshAddress(), '5');
    expect(fifth.statusCode).toBe(430);
    expect(fifth.json()).toEqual({
      message: 'Your password was blocked after too many attempts. Click "Forgot password" to set a new one.',
      code: 'ACESSO_BLOQUEADO',
    });
    const right = await attempt(demoLogins.daniel.username, demoLogins.daniel.password);
    expect(right.statusCode).toBe(430);
    expect(right.json().code).toBe('ACESSO_BLOQUEADO');
  });

  it('counts consecutive failures only: a success resets the count', async () => {
    for (let i = 1; i <= 4; i++) expect((await attempt('carla.ribeiro', 'wrong')).statusCode).toBe(401);
    expect((await attempt(demoLogins.carla.username, demoLogins.carla.password)).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++) expect((await attempt('carla.ribeiro', 'wrong')).statusCode).toBe(401);
    expect((await attempt(demoLogins.carla.username, demoLogins.carla.password)).statusCode).toBe(200);
  });

  it('answers 430 for the demo account that is locked', async () => {
    const response = await attempt(demoLogins.fabio.username, demoLogins.fabio.password);
    expect(response.statusCode).toBe(430);
  });

  it('answers 429 after too many failures for one username, before checking any password', async () => {
    for (let i = 1; i <= 8; i++) expect((await attempt('ninguem', 'x')).statusCode).toBe(401);
    const response = await attempt('NINGUEM', 'x');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      message: 'Muitas tentativas consecutivas. Aguarde alguns minutos e tente novamente.',
      code: 'MUITAS_TENTATIVAS',
    });
    // The window passes: attempts are allowed again.
    await context.db.query(
      `update tentativa_login set momento = momento - interval '1 hour' where lower(usuario) = 'ninguem'`,
    );
    expect((await attempt('ninguem', 'x')).statusCode).toBe(401);
  });

  it('answers 429 after too many failures from one address, whatever the username', async () => {
    const address = freshAddress();
    for (let i = 1; i <= 12; i++) expect((await attempt(`someone${i}`, 'x', address)).statusCode).toBe(401);
    const blocked = await attempt(demoLogins.bruno.username, demoLogins.bruno.password, address);
    expect(blocked.statusCode).toBe(429);
    expect((await attempt(demoLogins.bruno.username, demoLogins.bruno.password)).statusCode).toBe(200);
  });
});
