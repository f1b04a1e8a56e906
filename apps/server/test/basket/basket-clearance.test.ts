import {
  basketCollectionResponseSchema,
  basketResponseSchema,
  clearanceCheckResponseSchema,
  clearanceResponseSchema,
  clearanceVerifyResponseSchema,
  gruResponseSchema,
  renewalEligibilityResponseSchema,
} from '@acervo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoLogins, login } from '../support/auth.ts';
import { outboxMessages } from '../support/outbox.ts';
import { useTestApp } from '../support/test-app.ts';

describe('Permanent basket, clearance and GRU', () => {
  const context = useTestApp();
  const tokens = new Map<string, string>();
  async function tokenOf(name: keyof typeof demoLogins) {
    if (!tokens.has(name)) tokens.set(name, (await login(context.app, demoLogins[name])).access_token);
    return tokens.get(name)!;
  }
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who?: keyof typeof demoLogins,
    payload?: object,
    lang = '1',
  ) =>
    context.app.inject({
      method,
      url,
      headers: { ...(who ? bearer(await tokenOf(who)) : {}), lang },
      ...(payload === undefined ? {} : { payload }),
    });
  let titles: number[] = [];
  beforeAll(async () => {
    titles = (
      await context.db.query<{ cod_acervo: number }>(
        'select cod_acervo from acervo order by cod_acervo limit 3',
      )
    ).map((row) => row.cod_acervo);
  });

  describe('/api/acervo/cesta-permanente', () => {
    it('adds titles, lists them with live availability, removes and restores one', async () => {
      const added = await call('POST', '/api/acervo/cesta-permanente', 'igor', { acervos: titles });
      expect(added.statusCode).toBe(200);
      const basket = basketResponseSchema.parse(added.json());
      expect(basket.itens.map((item) => item.cod_acervo).sort()).toEqual([...titles].sort());
      expect(basket.itens.every((item) => item.situacao === 'no_acervo' && item.disponiveis >= 0)).toBe(true);
      // Adding one again changes nothing; one id alone is accepted too.
      const again = basketResponseSchema.parse(
        (await call('POST', '/api/acervo/cesta-permanente', 'igor', { acervos: titles[0] })).json(),
      );
      expect(again.itens).toHaveLength(3);

      const removed = basketResponseSchema.parse(
        (await call('PUT', '/api/acervo/cesta-permanente', 'igor', { acervo: titles[1] })).json(),
      );
      expect(removed.itens.map((item) => item.cod_acervo)).not.toContain(titles[1]);
      const removedList = basketResponseSchema.parse(
        (await call('GET', '/api/acervo/cesta-permanente?situacao=removido', 'igor')).json(),
      );
      expect(removedList.itens).toEqual([
        expect.objectContaining({ cod_acervo: titles[1], situacao: 'removido' }),
      ]);
      const restored = basketResponseSchema.parse(
        (
          await call('PUT', '/api/acervo/cesta-permanente', 'igor', { acervo: titles[1], removido: false })
        ).json(),
      );
      expect(restored.itens).toHaveLength(3);
      // Another patron's basket is their own.
      expect(
        basketResponseSchema.parse((await call('GET', '/api/acervo/cesta-permanente', 'bruno')).json()).itens,
      ).toEqual([]);
      expect(
        (await call('PUT', '/api/acervo/cesta-permanente', 'bruno', { acervo: titles[1] })).statusCode,
      ).toBe(404);
    });

    it('shows the collection by period, the last month by default', async () => {
      const view = basketCollectionResponseSchema.parse(
        (await call('GET', '/api/acervo/cesta-permanente/colecao', 'igor')).json(),
      );
      expect(view.itens).toHaveLength(3);
      expect(Date.parse(view.dataFim) - Date.parse(view.dataIni)).toBeGreaterThanOrEqual(28 * 86_400_000);
      const past = basketCollectionResponseSchema.parse(
        (
          await call(
            'GET',
            '/api/acervo/cesta-permanente/colecao?dataIni=2000-01-01&dataFim=2000-12-31',
            'igor',
          )
        ).json(),
      );
      expect(past.itens).toEqual([]);
      const reversed = await call(
        'GET',
        '/api/acervo/cesta-permanente/colecao?dataIni=2020-02-01&dataFim=2020-01-01',
        'igor',
      );
      expect(reversed.statusCode).toBe(422);
      expect((await call('GET', '/api/acervo/cesta-permanente/colecao?tipoBusca=Z', 'igor')).statusCode).toBe(
        422,
      );
    });

    it('refuses unknown titles, bad bodies and anonymous callers', async () => {
      expect(
        (await call('POST', '/api/acervo/cesta-permanente', 'igor', { acervos: [999999] })).statusCode,
      ).toBe(404);
      const bad = await call('POST', '/api/acervo/cesta-permanente', 'igor', { acervos: ['x'] });
      expect(bad.statusCode).toBe(422);
      expect((await call('GET', '/api/acervo/cesta-permanente')).statusCode).toBe(401);
    });
  });

  describe('clearance (nada consta)', () => {
    it('lists what is pending for patrons with loans or debts, and refuses to issue it', async () => {
      const ana = clearanceCheckResponseSchema.parse(
        (await call('GET', '/api/unidade-informacao/nada-consta/verifica', 'ana')).json(),
      );
      expect(ana).toMatchObject({
        pode_solicitar: false,
        pendencias: [{ codigo: 'EMPRESTIMOS_ABERTOS', mensagem: 'Há 3 empréstimo(s) em aberto.' }],
      });
      const elena = await call('POST', '/api/unidade-informacao/nada-consta', 'elena', { aceite: true });
      expect(elena.statusCode).toBe(422);
      expect(elena.json()).toMatchObject({
        code: 'DEBITOS',
        message: 'Não é possível emitir o nada consta: Há débitos pendentes de R$ 10,00.',
      });
    });

    it('issues it on acceptance, suspends the patron, sends it by mail and lets anyone check it', async () => {
      const refused = await call('POST', '/api/unidade-informacao/nada-consta', 'joseServidor', {});
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toEqual({ aceite: 'Aceite os termos para emitir o nada consta.' });

      const issued = await call('POST', '/api/unidade-informacao/nada-consta', 'joseServidor', {
        aceite: true,
      });
      expect(issued.statusCode).toBe(201);
      const { declaracao } = clearanceResponseSchema.parse(issued.json());
      expect(declaracao.urlVerificacao).toBe(
        `http://portal.test/nada-consta/${declaracao.codigoVerificacao}`,
      );
      expect(
        (await call('POST', '/api/unidade-informacao/nada-consta', 'joseServidor', { aceite: true }))
          .statusCode,
      ).toBe(409);

      const standing = renewalEligibilityResponseSchema.parse(
        (await call('GET', '/api/pessoas/renovar', 'joseServidor')).json(),
      );
      expect(standing.motivos.map((reason) => reason.codigo)).toContain('AFASTAMENTO');

      const boundary = 'acervo-boundary';
      const form = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="email"',
        '',
        'rh@example.org;jose@example.org',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const sent = await context.app.inject({
        method: 'POST',
        url: '/api/nada-consta/send-mail',
        headers: {
          ...bearer(await tokenOf('joseServidor')),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: form,
      });
      expect(sent.statusCode).toBe(200);
      const mail = (await outboxMessages(context.dataDir)).find((message) =>
        message.name.endsWith('-rh@example.org.eml'),
      );
      expect(mail?.raw).toContain(declaracao.codigoVerificacao);
      expect(mail?.raw).toMatch(/To: rh@example\.org, jose@example\.org/);
      expect(mail?.raw).toContain('multipart/alternative');

      const check = await context.app.inject({
        url: `/api/nada-consta/verificar/${declaracao.codigoVerificacao}`,
      });
      expect(check.statusCode).toBe(200);
      expect(clearanceVerifyResponseSchema.parse(check.json())).toMatchObject({
        valido: true,
        nome: declaracao.nome,
      });
      expect(
        (await context.app.inject({ url: '/api/nada-consta/verificar/AAAA-BBBB-CCCC' })).statusCode,
      ).toBe(404);
      expect((await context.app.inject({ url: '/api/nada-consta/verificar/nope' })).statusCode).toBe(422);
    });

    it('refuses mail without a declaration, a bad address, and anonymous callers', async () => {
      expect(
        (await call('POST', '/api/nada-consta/send-mail', 'bruno', { email: 'bruno@example.org' }))
          .statusCode,
      ).toBe(404);
      const bad = await call('POST', '/api/nada-consta/send-mail', 'joseServidor', { email: 'x@' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toEqual({ email: 'Preencha um e-mail válido!' });
      expect(
        (await call('POST', '/api/unidade-informacao/nada-consta', undefined, { aceite: true })).statusCode,
      ).toBe(401);
      expect((await call('GET', '/api/unidade-informacao/nada-consta/verifica')).statusCode).toBe(401);
    });
  });

  describe('GRU', () => {
    it('generates a slip up to what is owed at the library', async () => {
      const [fine] = await context.db.query<{ cod_biblioteca: number }>(
        `select m.cod_biblioteca from multa m join login l using (cod_pessoa)
          where l.usuario = 'carla.ribeiro' and m.data_pagamento is null`,
      );
      const tooMuch = await call('POST', '/api/unidade-informacao/gru', 'carla', {
        valor: 5,
        codBiblioteca: fine!.cod_biblioteca,
      });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().fields).toEqual({ valor: 'O valor não pode passar do devido (R$ 4,00).' });
      const slip = await call('POST', '/api/unidade-informacao/gru', 'carla', {
        valor: 4,
        codBiblioteca: fine!.cod_biblioteca,
      });
      expect(slip.statusCode).toBe(201);
      expect(gruResponseSchema.parse(slip.json())).toMatchObject({ valor: 4 });
      const none = await call('POST', '/api/unidade-informacao/gru', 'ana', {
        valor: 1,
        codBiblioteca: fine!.cod_biblioteca,
      });
      expect(none.json().code).toBe('SEM_DEBITOS');
      expect(
        (await call('POST', '/api/unidade-informacao/gru', 'ana', { valor: -1, codBiblioteca: 1 }))
          .statusCode,
      ).toBe(422);
      expect(
        (await call('POST', '/api/unidade-informacao/gru', undefined, { valor: 1, codBiblioteca: 1 }))
          .statusCode,
      ).toBe(401);
    });
  });
});
