import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { googleRecaptcha, type RecaptchaVerifier } from '../../src/modules/auth/recaptcha.ts';
import { demoLogins, freshAddress } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

const checked: string[] = [];
const fakeVerifier: RecaptchaVerifier = {
  async verify(token, remoteIp) {
    checked.push(remoteIp);
    return token === 'human';
  },
};

describe('recaptcha (activity 1120)', () => {
  const context = useTestApp({
    config: {
      recaptcha: {
        secret: 'unused',
        siteKey: 'site-key-123',
        verifyUrl: 'http://127.0.0.1:1/siteverify',
        scriptUrl: 'http://captcha.example/api.js',
      },
    },
    services: { recaptcha: fakeVerifier },
  });
  const loginWith = (recaptcha_token?: string) =>
    context.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: freshAddress(),
      payload: { grant_type: 'password', client_id: '4', ...demoLogins.ana, recaptcha_token },
    });

  const institutionCaptcha = async () =>
    (await context.app.inject({ url: '/api/parametros/instituicao' })).json().parametros;

  it('is not asked, nor shown to the portal, while the institution does not grant activity 1120', async () => {
    expect((await loginWith()).statusCode).toBe(200);
    expect(await institutionCaptcha()).toMatchObject({
      recaptcha_site_key: null,
      recaptcha_script_url: null,
    });
  });

  it('is required and verified once the institution grants it', async () => {
    await context.db.query('insert into instituicao_atividade (cod_modulo, cod_atividade) values (1, 1120)');
    expect(await institutionCaptcha()).toMatchObject({
      recaptcha_site_key: 'site-key-123',
      recaptcha_script_url: 'http://captcha.example/api.js',
    });
    const missing = await loginWith();
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ message: 'Faça a verificação do Captcha!', code: 'RECAPTCHA' });
    const bot = await loginWith('robot');
    expect(bot.statusCode).toBe(422);
    expect(bot.json().fields).toEqual({ recaptcha_token: 'Captcha inválido ou expirado.' });
    expect((await loginWith('human')).statusCode).toBe(200);
    const recovery = await context.app.inject({ url: '/api/pessoas/2024001/recuperar-senha' });
    expect(recovery.statusCode).toBe(422);
    expect(recovery.json().code).toBe('RECAPTCHA');
    expect(checked.length).toBeGreaterThan(0);
  });

  it('asks Google’s siteverify with the secret, the answer and the address', async () => {
    const calls: { url: string; body: string }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return new Response(JSON.stringify({ success: String(init.body).includes('response=ok') }));
    }) as unknown as typeof fetch;
    const verifier = googleRecaptcha('s3cret', undefined, fakeFetch);
    expect(await verifier.verify('ok', '10.0.0.1')).toBe(true);
    expect(await verifier.verify('bad', '10.0.0.1')).toBe(false);
    expect(calls[0]).toEqual({
      url: 'https://www.google.com/recaptcha/api/siteverify',
      body: 'secret=s3cret&response=ok&remoteip=10.0.0.1',
    });
    const failing = googleRecaptcha('s3cret', undefined, (async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch);
    expect(await failing.verify('ok', '10.0.0.1')).toBe(false);
  });

  it('asks the configured siteverify address instead when RECAPTCHA_VERIFY_URL is set', async () => {
    const urls: string[] = [];
    const fakeFetch = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ success: true }));
    }) as unknown as typeof fetch;
    const verifier = googleRecaptcha('s3cret', 'http://captcha.test/siteverify', fakeFetch);
    expect(await verifier.verify('ok', '10.0.0.1')).toBe(true);
    expect(urls).toEqual(['http://captcha.test/siteverify']);
    const config = loadConfig({
      RECAPTCHA_SECRET: 's3cret',
      RECAPTCHA_VERIFY_URL: 'http://captcha.test/siteverify',
      RECAPTCHA_SCRIPT_URL: 'http://captcha.test/api.js',
    });
    expect(config.recaptcha).toMatchObject({
      verifyUrl: 'http://captcha.test/siteverify',
      scriptUrl: 'http://captcha.test/api.js',
    });
    expect(loadConfig({ RECAPTCHA_SECRET: 's3cret' }).recaptcha).toMatchObject({
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
  });
});
