import { recoveryStartResponseSchema } from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { pinRules, strongRules } from '../../src/demo/demo-people.ts';
import { demoLogins, freshAddress, login } from '../helpers/auth.ts';
import { latestCode, outboxMessages } from '../helpers/outbox.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('People: password recovery in three steps', () => {
  const context = useTestApp();
  const recovery = (method: 'GET' | 'POST' | 'PUT', usuario: string, payload?: object, lang = '1') =>
    context.app.inject({
      method,
      url: `/api/pessoas/${encodeURIComponent(usuario)}/recuperar-senha`,
      headers: { lang },
      ...(payload ? { payload } : {}),
    });

  it('sends a code by mail, checks it, sets the new password and unlocks the login', async () => {
    const start = await recovery('GET', demoLogins.fabio.username);
    expect(start.statusCode).toBe(200);
    const body = recoveryStartResponseSchema.parse(start.json());
    expect(body).toMatchObject({
      emails: ['fa***@c***.example'],
      nome: 'Fábio N.',
      tamanho_codigo: 6,
      tte: 900,
      regras: pinRules,
    });

    const messages = await outboxMessages(context.dataDir);
    expect(messages.at(-1)!.name).toMatch(/^\d{8}T\d{9}Z-\d{6}-fabio\.nunes@comunidade\.example\.eml$/);
    const raw = messages.at(-1)!.raw;
    expect(raw).toContain('To: fabio.nunes@comunidade.example');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    const code = await latestCode(context.dataDir, 'fabio.nunes@comunidade.example');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await recovery('POST', demoLogins.fabio.username, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'O código de verificação está incorreto.',
      code: 'CODIGO_INVALIDO',
      fields: { code: 'O código de verificação está incorreto.' },
    });
    const right = await recovery('POST', demoLogins.fabio.username, { code });
    expect(right.json()).toEqual({ valido: true, regras: pinRules });

    const weak = await recovery('PUT', demoLogins.fabio.username, { code, password: 'abcd' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fields).toEqual({ password: 'A senha deve conter números.' });
    const done = await recovery('PUT', demoLogins.fabio.username, { code, password: '864200' }, '5');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password changed successfully.' });

    // The locked demo account logs in again with the new PIN; the code is spent.
    const session = await login(context.app, { username: '2024200', password: '864200' });
    expect(session.user.nome_pessoa).toBe('Fábio Nunes');
    const again = await recovery('PUT', demoLogins.fabio.username, { code, password: '975310' });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('CODIGO_EXPIRADO');
  });

  it('sends the mail in the caller’s language, and a new code replaces the old one', async () => {
    await recovery('GET', demoLogins.bruno.username, undefined, '3');
    const first = await latestCode(context.dataDir, 'bruno.lima@pos.uniacervo.example');
    const spanish = (await outboxMessages(context.dataDir)).at(-1)!.raw;
    expect(spanish).toContain(`Subject: =?UTF-8?Q?${first}_es_su_c=C3=B3digo`);
    expect(spanish).toMatch(/Hola, Bruno/);
    await recovery('GET', demoLogins.bruno.username, undefined, '5');
    const second = await latestCode(context.dataDir, 'bruno.lima@pos.uniacervo.example');
    expect((await outboxMessages(context.dataDir)).at(-1)!.raw).toMatch(/Hello, Bruno/);
    if (first !== second) {
      expect((await recovery('POST', demoLogins.bruno.username, { code: first })).statusCode).toBe(422);
    }
    const ok = await recovery('POST', demoLogins.bruno.username, { code: second });
    expect(ok.json().regras).toEqual(strongRules);
  });

  it('spends a code after five wrong guesses', async () => {
    await recovery('GET', demoLogins.carla.username);
    const code = await latestCode(context.dataDir, 'carla.ribeiro@uniacervo.example');
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 1; i <= 4; i++) {
      expect((await recovery('POST', demoLogins.carla.username, { code: wrongCode })).json().code).toBe(
        'CODIGO_INVALIDO',
      );
    }
    expect((await recovery('POST', demoLogins.carla.username, { code: wrongCode })).json().code).toBe(
      'CODIGO_EXPIRADO',
    );
    expect((await recovery('POST', demoLogins.carla.username, { code })).json().code).toBe('CODIGO_EXPIRADO');
  });

  it('refuses an expired code with 422', async () => {
    await recovery('GET', demoLogins.ana.username);
    const code = await latestCode(context.dataDir, 'ana.souza@aluno.uniacervo.example');
    await context.db.query(`update recuperacao_senha set expira_em = now() - interval '1 second'`);
    const response = await recovery('POST', demoLogins.ana.username, { code }, '5');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The verification code has expired or was already used. Request a new one.',
    );
  });

  it('answers 404 for an unknown user, 422 without an e-mail or a code, 429 after too many codes', async () => {
    expect((await recovery('GET', 'ninguem')).statusCode).toBe(404);
    const noMail = await recovery('GET', demoLogins.gabriela.username);
    expect(noMail.statusCode).toBe(422);
    expect(noMail.json().message).toBe('Não há e-mail cadastrado para este usuário. Procure a biblioteca.');
    const noCode = await recovery('POST', demoLogins.igor.username, {});
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().fields).toEqual({ code: 'O campo acima é obrigatório.' });
    const noPassword = await recovery('PUT', demoLogins.igor.username, { code: '123' });
    expect(noPassword.json().fields).toEqual({ password: 'O campo acima é obrigatório.' });
    for (let i = 1; i <= 5; i++)
      expect((await recovery('GET', demoLogins.igor.username)).statusCode).toBe(200);
    const tooMany = await recovery('GET', demoLogins.igor.username);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().code).toBe('MUITAS_TENTATIVAS');
  });

  it('unlocks a login locked by failed attempts', async () => {
    for (let i = 1; i <= 5; i++) {
      await context.app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress: freshAddress(),
        payload: { grant_type: 'password', client_id: '4', username: '2024105', password: '00000' },
      });
    }
    const locked = await context.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', client_id: '4', ...demoLogins.elena },
    });
    expect(locked.statusCode).toBe(430);
    await recovery('GET', demoLogins.elena.username);
    const code = await latestCode(context.dataDir, 'elena.garcia@intercambio.uniacervo.example');
    expect((await recovery('PUT', demoLogins.elena.username, { code, password: '246810' })).statusCode).toBe(
      200,
    );
    await login(context.app, { username: '2024105', password: '246810' });
  });
});
