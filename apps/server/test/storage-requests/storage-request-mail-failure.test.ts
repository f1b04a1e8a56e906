import { storageRequestCreatedResponseSchema, storageRequestsResponseSchema } from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { downMailer } from '../helpers/outbox.ts';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Closed-storage request when the mail server is down', () => {
  const failingMailer = downMailer();
  const context = useTestApp({ services: { mailer: failingMailer } });
  const { call } = demoPatronCalls(context);

  it('still stores the request; both messages were attempted', async () => {
    const [copy] = await context.db.query<{ cod_exemplar: number; cod_biblioteca: number }>(
      `select e.cod_exemplar, e.cod_biblioteca from exemplar_armazem x join exemplar e using (cod_exemplar)
        where e.situacao = 'disponivel' order by e.tombo limit 1`,
    );
    const response = await call('POST', `/api/gravar-armazem?cod_biblioteca=${copy!.cod_biblioteca}`, 'ana', {
      cesta: [{ cod_exemplar: copy!.cod_exemplar }],
    });
    expect(response.statusCode).toBe(201);
    const { codigo } = storageRequestCreatedResponseSchema.parse(response.json()).solicitacao;
    // The library's desk list and the patron's receipt (the demo library and Ana have addresses).
    expect(failingMailer.attempts).toBe(2);
    const list = storageRequestsResponseSchema.parse(
      (await call('GET', '/api/solicitacao-armazem', 'ana')).json(),
    );
    expect(list.solicitacoes.map((request) => request.codigo)).toEqual([codigo]);
  });
});
