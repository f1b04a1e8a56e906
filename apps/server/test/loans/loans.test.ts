import {
  loanHistoryResponseSchema,
  loanTokenResponseSchema,
  pendingDebtsResponseSchema,
  pendingTitlesResponseSchema,
  renewalResponseSchema,
} from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { bearer, publicToken } from '../helpers/auth.ts';
import { outboxMessages, parseMessage } from '../helpers/outbox.ts';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { deskTime } from '../helpers/library-time.ts';

/** The library's today shifted by `days`, in "DD/MM/YYYY" (the demo is dated from the library's day). */
async function brDate(context: ReturnType<typeof useTestApp>, days: number) {
  const [row] = await context.db.query<{ day: string }>(
    `select to_char($2::date + $1::int, 'DD/MM/YYYY') as day`,
    [days, deskTime.today()],
  );
  return row!.day;
}

describe('Loans: /api/emprestimo', () => {
  const context = useTestApp();
  const { call } = demoPatronCalls(context);
  /** The renewal receipts in the mail outbox for one address. */
  const receiptsTo = async (address: string) => {
    const messages = (await outboxMessages(context.dataDir)).filter((message) =>
      message.name.endsWith(`-${address}.eml`),
    );
    const parsed = await Promise.all(messages.map((message) => parseMessage(message.raw)));
    return parsed.filter((message) => /renova|renewal/i.test(message.subject ?? ''));
  };

  describe('GET /titulos-pendentes', () => {
    it('lists the patron’s open loans in the Pergamum shape, soonest due first', async () => {
      const response = await call('GET', '/api/emprestimo/titulos-pendentes', 'ana');
      expect(response.statusCode).toBe(200);
      const { titulos } = pendingTitlesResponseSchema.parse(response.json());
      expect(titulos.map((title) => [title.dataDevolucaoPrevista, title.qtdeRenovacoes])).toEqual([
        [await brDate(context, -5), '0'],
        [await brDate(context, 0), '0'],
        [await brDate(context, 4), '3'],
      ]);
      expect(titulos.every((title) => title.reservado === 0 && title.detalhes === undefined)).toBe(true);
      expect(titulos[0]!.descricao.length).toBeGreaterThan(0);
    });

    it('marks a loan another patron holds as reserved and explains each obstacle with showDetails', async () => {
      const gabriela = await call(
        'GET',
        '/api/emprestimo/titulos-pendentes?showDetails=true',
        'gabriela',
        undefined,
        '5',
      );
      const [held] = pendingTitlesResponseSchema.parse(gabriela.json()).titulos;
      expect(held!.reservado).toBe(1);
      expect(held!.detalhes!.impedimento).toEqual({
        codigo: 'RESERVADO',
        mensagem: 'The title is on hold for another patron.',
      });

      const ana = await call('GET', '/api/emprestimo/titulos-pendentes?showDetails=1', 'ana');
      const details = pendingTitlesResponseSchema.parse(ana.json()).titulos.map((title) => title.detalhes!);
      expect(details.map((detail) => detail.impedimento?.codigo ?? null)).toEqual([
        'ATRASADO',
        null,
        'LIMITE_RENOVACOES',
      ]);
      expect(details[0]).toMatchObject({ diasAtraso: 5, multaPrevista: 5, limiteRenovacoes: 3 });
    });

    it('refuses anonymous callers and public tokens', async () => {
      expect((await call('GET', '/api/emprestimo/titulos-pendentes')).statusCode).toBe(401);
      const publicCall = await context.app.inject({
        url: '/api/emprestimo/titulos-pendentes',
        headers: bearer(await publicToken(context.app)),
      });
      expect(publicCall.statusCode).toBe(401);
    });

    it('refuses a malformed showDetails with 422', async () => {
      const response = await call('GET', '/api/emprestimo/titulos-pendentes?showDetails=maybe', 'ana');
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toHaveProperty('showDetails');
    });
  });

  describe('POST /renovacao', () => {
    it('renews all, answering per item with success or the reason it was refused', async () => {
      const response = await call('POST', '/api/emprestimo/renovacao?todos=true', 'ana');
      expect(response.statusCode).toBe(200);
      const body = renewalResponseSchema.parse(response.json());
      expect(body.renovacoes.map((item) => [item.sucesso, item.motivo?.codigo ?? null])).toEqual([
        [false, 'ATRASADO'],
        [true, null],
        [false, 'LIMITE_RENOVACOES'],
      ]);
      expect(body.renovacoes[1]).toMatchObject({
        dataDevolucaoPrevista: await brDate(context, 14),
        qtdeRenovacoes: '1',
      });
      expect(body.renovacoes[0]!.motivo!.mensagem).toBe(
        `Empréstimo em atraso desde ${await brDate(context, -5)}: devolva o exemplar na biblioteca.`,
      );
      expect(body).toMatchObject({
        renovados: 1,
        recusados: 2,
        message: '1 renovado(s), 2 não renovado(s).',
      });
      // One receipt, listing the renewed item with its new due date and not the refused ones.
      const [receipt, ...more] = await receiptsTo('ana.souza@aluno.uniacervo.example');
      expect(more).toEqual([]);
      expect(receipt!.subject).toBe('Comprovante de renovação (1 item)');
      const text = receipt!.text!;
      expect(text).toContain(`Devolução prevista: ${await brDate(context, 14)} (Renovações: 1)`);
      expect(text).toContain(body.renovacoes[1]!.descricao!.slice(0, 20));
      expect(text).not.toContain(body.renovacoes[0]!.descricao!.slice(0, 20));

      // The list shows the new date; renewing again the same day would not extend it.
      const titles = pendingTitlesResponseSchema.parse(
        (await call('GET', '/api/emprestimo/titulos-pendentes', 'ana')).json(),
      ).titulos;
      const renewed = titles.find((title) => title.codExemplar === body.renovacoes[1]!.codExemplar)!;
      expect(renewed).toMatchObject({
        dataDevolucaoPrevista: await brDate(context, 14),
        qtdeRenovacoes: '1',
      });
      const again = renewalResponseSchema.parse(
        (
          await call('POST', '/api/emprestimo/renovacao', 'ana', [
            { codExamplar: renewed.codExemplar, codBibliotecaExemplar: renewed.codBibliotecaExemplar },
          ])
        ).json(),
      );
      expect(again.renovacoes[0]!.motivo!.codigo).toBe('PRAZO_NAO_AMPLIADO');
      // Nothing renewed, nothing mailed.
      expect(await receiptsTo('ana.souza@aluno.uniacervo.example')).toHaveLength(1);
    });

    it('renews several chosen loans', async () => {
      const titles = pendingTitlesResponseSchema.parse(
        (await call('GET', '/api/emprestimo/titulos-pendentes', 'daniel')).json(),
      ).titulos;
      const chosen = titles.filter((title) => title.qtdeRenovacoes === '0').slice(0, 2);
      const body = renewalResponseSchema.parse(
        (
          await call(
            'POST',
            '/api/emprestimo/renovacao',
            'daniel',
            // Codes come back as strings; clients that send numbers are understood too.
            chosen.map((title, index) =>
              index === 0
                ? { codExemplar: title.codExemplar, codBibliotecaExemplar: title.codBibliotecaExemplar }
                : {
                    codExemplar: Number(title.codExemplar),
                    codBibliotecaExemplar: Number(title.codBibliotecaExemplar),
                  },
            ),
          )
        ).json(),
      );
      expect(body.renovacoes.map((item) => [item.codExemplar, item.sucesso])).toEqual(
        chosen.map((title) => [title.codExemplar, true]),
      );
      expect(body.renovacoes.every((item) => item.dataDevolucaoPrevista !== null)).toBe(true);
      // One receipt for both.
      const receipts = await receiptsTo('daniel.alves@uniacervo.example');
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.subject).toBe('Comprovante de renovação (2 itens)');
      for (const item of body.renovacoes) {
        expect(receipts[0]!.text).toContain(
          `${item.descricao}\n  Devolução prevista: ${item.dataDevolucaoPrevista}`,
        );
        expect(receipts[0]!.html).toContain(
          `<td style="border: 1px solid #767676; padding: 4px 8px; text-align: left">${item.dataDevolucaoPrevista}</td>`,
        );
      }
    });

    it('refuses for the suspended, for debts and for loans reserved by someone else', async () => {
      const carla = renewalResponseSchema.parse(
        (await call('POST', '/api/emprestimo/renovacao?todos=true', 'carla')).json(),
      );
      expect(carla.renovacoes).toHaveLength(1);
      expect(carla.renovacoes[0]!.motivo).toEqual({
        codigo: 'DEBITO',
        mensagem: 'Há débitos pendentes de R$ 4,00.',
      });
      const gabriela = renewalResponseSchema.parse(
        (await call('POST', '/api/emprestimo/renovacao?todos=1', 'gabriela', [])).json(),
      );
      expect(gabriela.renovacoes[0]!.motivo!.codigo).toBe('RESERVADO');
      const elena = renewalResponseSchema.parse(
        (await call('POST', '/api/emprestimo/renovacao?todos=true', 'elena')).json(),
      );
      expect(elena).toMatchObject({ renovacoes: [], renovados: 0 });
      expect(await receiptsTo('carla.ribeiro@uniacervo.example')).toEqual([]);
    });

    it('never renews another patron’s loan: it is "not found" for the caller and left unchanged', async () => {
      const igorBefore = pendingTitlesResponseSchema.parse(
        (await call('GET', '/api/emprestimo/titulos-pendentes', 'igor')).json(),
      ).titulos[0]!;
      const body = renewalResponseSchema.parse(
        (
          await call('POST', '/api/emprestimo/renovacao', 'bruno', [
            { codExemplar: igorBefore.codExemplar, codBibliotecaExemplar: igorBefore.codBibliotecaExemplar },
          ])
        ).json(),
      );
      expect(body.renovacoes[0]).toMatchObject({ sucesso: false, motivo: { codigo: 'NAO_ENCONTRADO' } });
      const igorAfter = pendingTitlesResponseSchema.parse(
        (await call('GET', '/api/emprestimo/titulos-pendentes', 'igor')).json(),
      ).titulos[0]!;
      expect(igorAfter).toEqual(igorBefore);
    });

    it('mails the receipt in the language the renewal was asked in', async () => {
      const body = renewalResponseSchema.parse(
        (await call('POST', '/api/emprestimo/renovacao?todos=true', 'igor', undefined, '5')).json(),
      );
      expect(body.renovados).toBe(1);
      const [receipt] = await receiptsTo('igor.batista@pos.uniacervo.example');
      expect(receipt!.subject).toBe('Renewal receipt (1 item)');
      const renewed = body.renovacoes.find((item) => item.sucesso)!;
      expect(receipt!.text).toContain(`${renewed.descricao}\n  Due date: ${renewed.dataDevolucaoPrevista}`);
      expect(receipt!.html).toContain('<html lang="en">');
    });

    it('answers 422 with field messages for bad bodies, 401 anonymous', async () => {
      const empty = await call('POST', '/api/emprestimo/renovacao', 'ana', []);
      expect(empty.statusCode).toBe(422);
      expect(empty.json().fields).toEqual({ body: 'Escolha ao menos um empréstimo para renovar.' });
      const bad = await call(
        'POST',
        '/api/emprestimo/renovacao',
        'ana',
        [{ codBibliotecaExemplar: 'x' }],
        '5',
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe('Some of the data sent is invalid. Please correct the fields shown.');
      expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['0.codBibliotecaExemplar']));
      expect((await call('POST', '/api/emprestimo/renovacao?todos=true')).statusCode).toBe(401);
    });
  });

  describe('GET /historico and /debitos-pendentes', () => {
    it('lists loans of a period with their fines; multa=1 keeps those with a fine', async () => {
      const all = loanHistoryResponseSchema.parse(
        (await call('GET', '/api/emprestimo/historico', 'elena')).json(),
      ).historico;
      expect(all).toHaveLength(1);
      expect(all[0]!.multas).toEqual([
        expect.objectContaining({ valor: 10, valorDevido: 10, motivo: 'Atraso na devolução (10 dias)' }),
      ]);
      const ana = loanHistoryResponseSchema.parse(
        (await call('GET', '/api/emprestimo/historico?multa=1', 'ana')).json(),
      ).historico;
      expect(ana).toEqual([]);
      const [from, to] = [await brDate(context, -60), await brDate(context, 0)];
      const period = loanHistoryResponseSchema.parse(
        (await call('GET', `/api/emprestimo/historico?dataIni=${from}&dataFim=${to}`, 'ana')).json(),
      ).historico;
      // Borrowed 52, 19 and 14 days ago; the one borrowed 90 days ago falls outside.
      expect(period).toHaveLength(3);
      expect(period.some((loan) => loan.dataDevolucao !== null)).toBe(false);
    });

    it('refuses a period that starts after it ends, or a malformed date, with 422', async () => {
      const reversed = await call(
        'GET',
        '/api/emprestimo/historico?dataIni=2026-02-01&dataFim=2026-01-01',
        'ana',
      );
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().fields).toEqual({
        dataIni: 'A data inicial não pode ser posterior à data final.',
      });
      const malformed = await call('GET', '/api/emprestimo/historico?dataIni=31/02/2026', 'ana');
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().fields.dataIni).toBe('Informe uma data válida (AAAA-MM-DD).');
    });

    it('lists unpaid fines with amount, discount, paid amount and what is owed', async () => {
      const body = pendingDebtsResponseSchema.parse(
        (await call('GET', '/api/emprestimo/debitos-pendentes', 'carla')).json(),
      );
      expect(body.debitos).toEqual([
        expect.objectContaining({
          valor: 12,
          desconto: 3,
          valorPago: 5,
          valorDevido: 4,
          dataPagamento: null,
        }),
      ]);
      expect(body.total).toBe(4);
      const ana = pendingDebtsResponseSchema.parse(
        (await call('GET', '/api/emprestimo/debitos-pendentes', 'ana')).json(),
      );
      expect(ana).toEqual({ debitos: [], total: 0 });
      const all = (await call('GET', '/api/emprestimo/multas', 'carla')).json();
      expect(all.multas).toHaveLength(2);
    });
  });

  describe('/token', () => {
    it('has none at first, generates one with a validity date, and shows it again', async () => {
      const none = await call('GET', '/api/emprestimo/token', 'bruno');
      expect(none.statusCode).toBe(404);
      const created = await call('POST', '/api/emprestimo/token', 'bruno');
      expect(created.statusCode).toBe(201);
      const token = loanTokenResponseSchema.parse(created.json());
      const hours = (Date.parse(token.validade) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      expect(
        loanTokenResponseSchema.parse((await call('GET', '/api/emprestimo/token', 'bruno')).json()),
      ).toEqual(token);
      // Another patron does not see it.
      expect((await call('GET', '/api/emprestimo/token', 'igor')).statusCode).toBe(404);
      expect((await call('POST', '/api/emprestimo/token')).statusCode).toBe(401);
    });
  });
});
