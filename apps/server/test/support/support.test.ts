import { describe, expect, it } from 'vitest';
import { bearer, demoLogins, login } from '../helpers/auth.ts';
import { outboxMessages, parseMessage } from '../helpers/outbox.ts';
import { useTestApp } from '../helpers/test-app.ts';

const desk = 'suporte@biblioteca.example';

describe('Support messages from the footer dialog', () => {
  const ctx = useTestApp({
    config: { mail: { smtpUrl: undefined, from: 'Biblioteca <b@localhost>', supportTo: desk } },
  });

  const send = (payload: object, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/unidade-informacao/suporte', headers, payload });

  it('stores the message and mails it to the support desk with who sent it', async () => {
    const { access_token } = await login(ctx.app, demoLogins.bruno);
    const response = await send(
      { assunto: '  Não consigo renovar ', mensagem: 'O botão de renovar não responde.\nObrigado.' },
      { ...bearer(access_token), lang: '5' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Message sent to the library. Thank you!');
    const [row] = await ctx.db.query<{ assunto: string; enviada_para: string }>(
      'select assunto, enviada_para from mensagem_suporte where cod_mensagem = $1',
      [response.json().codigo],
    );
    expect(row).toEqual({ assunto: 'Não consigo renovar', enviada_para: desk });
    const mail = (await outboxMessages(ctx.dataDir)).find((message) => message.name.endsWith(`-${desk}.eml`));
    const text = (await parseMessage(mail?.raw ?? '')).text ?? '';
    expect(text).toContain(`Mensagem de suporte nº ${response.json().codigo} enviada pelo portal por Bruno`);
    expect(text).toContain('(bruno.lima, ');
    expect(text).toContain('O botão de renovar não responde.');
  });

  it('requires a logged-in patron and both fields, naming each one in the caller’s language', async () => {
    expect((await send({ assunto: 'a', mensagem: 'b' }, {})).statusCode).toBe(401);
    const { access_token } = await login(ctx.app, demoLogins.bruno);
    const blank = await send({ assunto: ' ', mensagem: '' }, { ...bearer(access_token), lang: '3' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().fields).sort()).toEqual(['assunto', 'mensagem']);
    expect(blank.json().fields.assunto).toBe('El campo anterior es obligatorio.');
    const long = await send({ assunto: 'x', mensagem: 'y'.repeat(4001) }, bearer(access_token));
    expect(long.statusCode).toBe(422);
    expect(long.json().fields).toHaveProperty('mensagem');
  });
});
