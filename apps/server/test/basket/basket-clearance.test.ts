import {
  basketCollectionResponseSchema,
  basketResponseSchema,
  clearanceCheckResponseSchema,
  clearanceResponseSchema,
  clearanceVerifyResponseSchema,
  gruResponseSchema,
  renewalEligibilityResponseSchema,
} from '@acervo/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIn } from '../../src/modules/loans/circulation.ts';
import { deskTime } from '../helpers/library-time.ts';
import { bearer } from '../helpers/auth.ts';
import { outboxMessages, parseMessage } from '../helpers/outbox.ts';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** What a phone camera reads from a QR code PNG. */
function readQr(png: Uint8Array | ArrayBuffer) {
  const image = PNG.sync.read(Buffer.from(png instanceof ArrayBuffer ? new Uint8Array(png) : png));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

describe('Permanent basket, clearance and GRU', () => {
  const context = useTestApp();
  const { call, tokenOf } = demoPatronCalls(context);
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

    it('shows removed titles of the period beside the others when asked (situacao)', async () => {
      await call('PUT', '/api/acervo/cesta-permanente', 'igor', { acervo: titles[2] });
      const view = async (situacao?: string) =>
        basketCollectionResponseSchema.parse(
          (
            await call(
              'GET',
              `/api/acervo/cesta-permanente/colecao${situacao ? `?situacao=${situacao}` : ''}`,
              'igor',
            )
          ).json(),
        ).itens;
      expect((await view()).map((item) => item.cod_acervo)).not.toContain(titles[2]);
      expect(await view('removido')).toEqual([
        expect.objectContaining({
          cod_acervo: titles[2],
          situacao: 'removido',
          removidoEm: expect.any(String),
        }),
      ]);
      const all = await view('todos');
      expect(all).toHaveLength(3);
      expect(all.filter((item) => item.situacao === 'no_acervo')).toHaveLength(2);
      expect((await call('GET', '/api/acervo/cesta-permanente/colecao?situacao=x', 'igor')).statusCode).toBe(
        422,
      );
      await call('PUT', '/api/acervo/cesta-permanente', 'igor', { acervo: titles[2], removido: false });
    });

    it('exports the basket as RIS or MARCXML, or mails it as an attachment', async () => {
      const ris = await call('POST', '/api/acervo/exportar-cesta', 'igor', { tipo: 'ris' });
      expect(ris.statusCode).toBe(200);
      expect(ris.headers['content-disposition']).toBe('attachment; filename="cesta.ris"');
      expect(ris.body.match(/^TY {2}- /gm)).toHaveLength(3);
      const marc = await call('POST', '/api/acervo/exportar-cesta', undefined, {
        tipo: 'marcxml',
        acervos: [titles[0]],
      });
      expect(marc.statusCode).toBe(200);
      expect(marc.body.match(/<record/g)).toHaveLength(1);
      const mailed = await call('POST', '/api/acervo/exportar-cesta', 'igor', {
        tipo: 'bibtex',
        opcoesEmail: { email: 'igor@example.org' },
      });
      expect(mailed.json()).toEqual({ message: 'Exportação enviada por e-mail.' });
      const mail = (await outboxMessages(context.dataDir)).find((message) =>
        message.name.endsWith('-igor@example.org.eml'),
      );
      expect(mail?.raw).toContain('filename=cesta.bib');
      expect((await call('POST', '/api/acervo/exportar-cesta', 'bruno', { tipo: 'ris' })).statusCode).toBe(
        404,
      );
      const anonymous = await call('POST', '/api/acervo/exportar-cesta', undefined, { tipo: 'ris' });
      expect(anonymous.statusCode).toBe(422);
      expect((await call('POST', '/api/acervo/exportar-cesta', 'igor', { tipo: 'pdf' })).statusCode).toBe(
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

    it('shows the clearance issued in the demo and lets anyone check it', async () => {
      const jose = clearanceCheckResponseSchema.parse(
        (await call('GET', '/api/unidade-informacao/nada-consta/verifica', 'joseServidor')).json(),
      );
      expect(jose.declaracao).toMatchObject({ codigoVerificacao: 'DEMO-NADA-CONS' });
      expect(
        (await call('POST', '/api/unidade-informacao/nada-consta', 'joseServidor', { aceite: true }))
          .statusCode,
      ).toBe(409);
      const check = await context.app.inject({ url: '/api/nada-consta/verificar/DEMO-NADA-CONS' });
      expect(clearanceVerifyResponseSchema.parse(check.json())).toMatchObject({
        valido: true,
        nome: jose.declaracao!.nome,
      });
    });

    it('issues it on acceptance once loans are returned, suspends the patron, sends it by mail, checkable by code', async () => {
      // Helena's person holds two logins, each with a loan: both must come back.
      const loans = await context.db.query<{ cod_exemplar: number }>(
        `select e.cod_exemplar from emprestimo e join login l using (cod_pessoa)
          where l.usuario = 'helena.costa' and e.data_devolucao is null`,
      );
      expect(loans).toHaveLength(2);
      const blocked = await call('POST', '/api/unidade-informacao/nada-consta', 'helenaServidora', {
        aceite: true,
      });
      expect(blocked.json().code).toBe('EMPRESTIMOS_ABERTOS');
      for (const loan of loans) await checkIn(context.db, loan.cod_exemplar, deskTime);

      const refused = await call('POST', '/api/unidade-informacao/nada-consta', 'helenaServidora', {});
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toEqual({ aceite: 'Aceite os termos para emitir o nada consta.' });

      const issued = await call('POST', '/api/unidade-informacao/nada-consta', 'helenaServidora', {
        aceite: true,
      });
      expect(issued.statusCode).toBe(201);
      const { declaracao } = clearanceResponseSchema.parse(issued.json());
      expect(declaracao.urlVerificacao).toBe(
        `http://portal.test/nada-consta/${declaracao.codigoVerificacao}`,
      );
      expect(declaracao.urlQrCode).toBe(
        `http://portal.test/api/nada-consta/verificar/${declaracao.codigoVerificacao}/qrcode`,
      );

      const standing = renewalEligibilityResponseSchema.parse(
        (await call('GET', '/api/pessoas/renovar', 'helenaServidora')).json(),
      );
      expect(standing.motivos.map((reason) => reason.codigo)).toContain('AFASTAMENTO');

      const boundary = 'acervo-boundary';
      const form = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="email"',
        '',
        'rh@example.org;helena@example.org',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const sent = await context.app.inject({
        method: 'POST',
        url: '/api/nada-consta/send-mail',
        headers: {
          ...bearer(await tokenOf('helenaServidora')),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: form,
      });
      expect(sent.statusCode).toBe(200);
      const mail = (await outboxMessages(context.dataDir)).find((message) =>
        message.name.endsWith('-rh@example.org.eml'),
      );
      expect(mail?.raw).toContain(declaracao.codigoVerificacao);
      expect(mail?.raw).toMatch(/To: rh@example\.org, helena@example\.org/);
      expect(mail?.raw).toContain('multipart/alternative');
      // The mail shows the QR code inline; scanned, it opens the public check.
      const parsed = await parseMessage(mail!.raw);
      const qr = parsed.attachments.find((attachment) => attachment.mimeType === 'image/png')!;
      expect(parsed.html).toContain(`src="cid:${qr.contentId!.replace(/[<>]/g, '')}"`);
      expect(parsed.html).toMatch(/<img [^>]*alt="Código QR que abre a página de verificação/);
      expect(readQr(qr.content as ArrayBuffer)).toBe(declaracao.urlVerificacao);

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

    it('serves the QR code of an issued declaration, as SVG or PNG, to anyone', async () => {
      const qrUrl = '/api/nada-consta/verificar/DEMO-NADA-CONS/qrcode';
      const svg = await context.app.inject({ url: qrUrl });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.body).toMatch(/^<svg [^>]*viewBox=/);
      const png = await context.app.inject({ url: `${qrUrl}?formato=png` });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(readQr(png.rawPayload)).toBe('http://portal.test/nada-consta/DEMO-NADA-CONS');

      const unknown = await context.app.inject({ url: '/api/nada-consta/verificar/AAAA-BBBB-CCCC/qrcode' });
      expect(unknown.statusCode).toBe(404);
      const badCode = await context.app.inject({ url: '/api/nada-consta/verificar/nope/qrcode' });
      expect(badCode.statusCode).toBe(422);
      const badFormat = await context.app.inject({ url: `${qrUrl}?formato=gif`, headers: { lang: '5' } });
      expect(badFormat.statusCode).toBe(422);
      expect(badFormat.json().fields).toEqual({ formato: 'Choose one of the valid options.' });
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
