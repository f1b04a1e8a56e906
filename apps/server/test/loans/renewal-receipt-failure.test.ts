import { pendingTitlesResponseSchema, renewalResponseSchema } from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { downMailer } from '../helpers/outbox.ts';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Renewal receipt when the mail server is down', () => {
  const failingMailer = downMailer();
  const context = useTestApp({ services: { mailer: failingMailer } });
  const { call } = demoPatronCalls(context);

  it('still renews and answers per item; the receipt was attempted', async () => {
    const response = await call('POST', '/api/emprestimo/renovacao?todos=true', 'ana');
    expect(response.statusCode).toBe(200);
    const body = renewalResponseSchema.parse(response.json());
    expect(body.renovados).toBe(1);
    expect(failingMailer.attempts).toBe(1);
    const renewed = body.renovacoes.find((item) => item.sucesso)!;
    const titles = pendingTitlesResponseSchema.parse(
      (await call('GET', '/api/emprestimo/titulos-pendentes', 'ana')).json(),
    ).titulos;
    expect(titles.find((title) => title.codExemplar === renewed.codExemplar)).toMatchObject({
      dataDevolucaoPrevista: renewed.dataDevolucaoPrevista,
      qtdeRenovacoes: '1',
    });
  });
});
