import {
  apiErrorSchema,
  storageDataSchema,
  storageRequestCreatedResponseSchema,
  storageRequestSchema,
  storageRequestsResponseSchema,
} from '@acervo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeStorageItemStatus } from '../../src/modules/storage-requests/storage-item-status.ts';
import { bearer, publicToken } from '../helpers/auth.ts';
import { outboxMessages, parseMessage } from '../helpers/outbox.ts';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { deskTime } from '../helpers/library-time.ts';

type StoredCopy = { cod_exemplar: number; cod_acervo: number; tombo: string };

describe('Closed-storage requests: POST /api/gravar-armazem, GET /api/solicitacao-armazem', () => {
  const context = useTestApp();
  const { call } = demoPatronCalls(context);
  // The library's day, not UTC's: the API's periods are the library's days.
  const today = deskTime.today();
  /** The demo's first library: a storage room (24 h) with its copies of titles before 1960. */
  let library = { cod_biblioteca: 0, email: '' as string | null, prazo_horas: 0 };
  let otherLibrary = 0;
  let copies: StoredCopy[] = [];
  let nextCopy = 0;
  /** A stored copy of the first library no other test has used. */
  const freshCopy = () => {
    const copy = copies[nextCopy++];
    if (!copy) throw new Error('the demo storage room has too few available copies for these tests');
    return copy;
  };
  const post = (
    who: Parameters<typeof call>[2],
    codBiblioteca: number | string,
    cesta: unknown,
    lang = '1',
  ) => call('POST', `/api/gravar-armazem?cod_biblioteca=${codBiblioteca}`, who, { cesta }, lang);

  beforeAll(async () => {
    const [room] = await context.db.query<typeof library>(
      `select b.cod_biblioteca, b.email, s.prazo_horas::int as prazo_horas
         from armazem s join biblioteca b using (cod_biblioteca) order by b.cod_biblioteca limit 1`,
    );
    library = room!;
    const [other] = await context.db.query<{ cod_biblioteca: number }>(
      `select cod_biblioteca from armazem where cod_biblioteca <> $1 order by cod_biblioteca limit 1`,
      [library.cod_biblioteca],
    );
    otherLibrary = other!.cod_biblioteca;
    copies = await context.db.query<StoredCopy>(
      `select e.cod_exemplar, e.cod_acervo, e.tombo from exemplar_armazem x join exemplar e using (cod_exemplar)
        where e.cod_biblioteca = $1 and e.situacao = 'disponivel' order by e.tombo`,
      [library.cod_biblioteca],
    );
  });

  it('stores the basket as one request, answers every copy and mails the library and the patron', async () => {
    const first = freshCopy();
    const second = freshCopy();
    // The client posts the rows of dados-armazem it ticked, as they came.
    const listed = storageDataSchema
      .parse(
        (
          await call(
            'GET',
            `/api/acervo/${first.cod_acervo}/dados-armazem?cod_biblioteca=${library.cod_biblioteca}`,
          )
        ).json(),
      )
      .exemplares.find((row) => row.cod_exemplar === first.cod_exemplar)!;
    const before = Date.now();
    const response = await post('ana', library.cod_biblioteca, [
      listed,
      { cod_exemplar: second.cod_exemplar },
    ]);
    expect(response.statusCode).toBe(201);
    const created = storageRequestCreatedResponseSchema.parse(response.json());
    expect(created.message).toMatch(
      /^Pedido enviado\. Retire no balcão a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    expect(created.solicitacao.biblioteca.codigo).toBe(library.cod_biblioteca);
    expect(created.solicitacao.itens.map((item) => item.codExemplar).sort()).toEqual(
      [first.cod_exemplar, second.cod_exemplar].sort(),
    );
    for (const item of created.solicitacao.itens) {
      expect(item.situacao).toEqual({ codigo: 'aguardando', descricao: 'Aguardando busca no armazém' });
      expect(item.posicao).toMatch(/^Caixa \d+$/);
      const hours = (Date.parse(item.previsao) - Date.parse(created.solicitacao.data)) / 3_600_000;
      expect(hours).toBe(library.prazo_horas);
    }
    expect(Date.parse(created.solicitacao.data)).toBeGreaterThanOrEqual(before - 60_000);
    expect(created.solicitacao.itens.find((item) => item.codExemplar === first.cod_exemplar)).toMatchObject({
      tombo: first.tombo,
      codAcervo: first.cod_acervo,
      armazem: listed.desc_armazem,
      posicao: listed.posicao,
    });

    const messages = await Promise.all(
      (await outboxMessages(context.dataDir)).map((m) => parseMessage(m.raw)),
    );
    const about = messages.filter((m) => m.subject?.includes(`nº ${created.solicitacao.codigo}`));
    const toLibrary = about.find((m) => m.to?.some((to) => to.address === library.email));
    expect(toLibrary?.text).toContain(first.tombo);
    expect(toLibrary?.text).toContain(second.tombo);
    expect(toLibrary?.text).toContain(listed.posicao);
    const toPatron = about.find((m) => m !== toLibrary);
    expect(toPatron?.subject).toBe(`Pedido ao armazém nº ${created.solicitacao.codigo}`);
    expect(toPatron?.text).toContain(first.tombo);

    const list = storageRequestsResponseSchema.parse(
      (await call('GET', '/api/solicitacao-armazem', 'ana')).json(),
    );
    expect(list.solicitacoes[0]).toEqual(created.solicitacao);
    const one = await call(
      'GET',
      `/api/solicitacao-armazem/${created.solicitacao.codigo}`,
      'ana',
      undefined,
      '5',
    );
    expect(storageRequestSchema.parse(one.json()).itens[0]!.situacao.descricao).toBe(
      'Being fetched from storage',
    );
  });

  it('answers 422 naming each refused copy, and stores none of the basket', async () => {
    const good = freshCopy();
    const [shelf] = await context.db.query<{ cod_exemplar: number }>(
      `select e.cod_exemplar from exemplar e where e.cod_biblioteca = $1
          and not exists (select 1 from exemplar_armazem x where x.cod_exemplar = e.cod_exemplar) limit 1`,
      [library.cod_biblioteca],
    );
    const response = await post('bruno', library.cod_biblioteca, [
      { cod_exemplar: good.cod_exemplar },
      { cod_exemplar: shelf!.cod_exemplar },
      { cod_exemplar: 99_999_999 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      code: 'VALIDACAO',
      fields: {
        'cesta.1.cod_exemplar': 'Este exemplar não está no armazém desta biblioteca.',
        'cesta.2.cod_exemplar': 'Este exemplar não está no armazém desta biblioteca.',
      },
    });
    expect(Object.keys(response.json().fields)).toHaveLength(2);
    // Stored, but in the first library's room: the second library cannot fetch it.
    const elsewhere = await post('bruno', otherLibrary, [{ cod_exemplar: good.cod_exemplar }]);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().fields).toEqual({
      'cesta.0.cod_exemplar': 'Este exemplar não está no armazém desta biblioteca.',
    });
    // Nothing was stored: the good copy can still be asked for on its own.
    expect(
      storageRequestsResponseSchema.parse((await call('GET', '/api/solicitacao-armazem', 'bruno')).json()),
    ).toEqual({ solicitacoes: [] });
    expect(
      (await post('bruno', library.cod_biblioteca, [{ cod_exemplar: good.cod_exemplar }])).statusCode,
    ).toBe(201);
  });

  it('refuses an empty basket, an unknown library and a malformed basket with translated field messages', async () => {
    const empty = await post('carla', library.cod_biblioteca, [], '5');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toEqual({ cesta: 'Choose at least one copy from closed storage.' });

    const unknown = await post('carla', 99_999, [{ cod_exemplar: freshCopy().cod_exemplar }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual({ cod_biblioteca: 'Escolha uma das opções válidas.' });

    const missing = await call(
      'POST',
      `/api/gravar-armazem?cod_biblioteca=${library.cod_biblioteca}`,
      'carla',
      {},
    );
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().fields)).toEqual(['cesta']);
    const noLibrary = await call('POST', '/api/gravar-armazem', 'carla', { cesta: [{ cod_exemplar: 1 }] });
    expect(noLibrary.statusCode).toBe(422);
    expect(Object.keys(noLibrary.json().fields)).toEqual(['cod_biblioteca']);
    const tooMany = await post(
      'carla',
      library.cod_biblioteca,
      Array.from({ length: 51 }, (_, index) => ({ cod_exemplar: index + 1 })),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().fields)).toEqual(['cesta']);
    const notACode = await post('carla', library.cod_biblioteca, [{ cod_exemplar: 'abc' }]);
    expect(notACode.statusCode).toBe(422);
    expect(Object.keys(notACode.json().fields)).toEqual(['cesta.0.cod_exemplar']);
  });

  it('refuses a copy with an open request, the patron’s own or another patron’s, and one not on the shelf', async () => {
    const copy = freshCopy();
    const first = await post('daniel', library.cod_biblioteca, [{ cod_exemplar: copy.cod_exemplar }]);
    expect(first.statusCode).toBe(201);
    const { codigo } = storageRequestCreatedResponseSchema.parse(first.json()).solicitacao;
    const again = await post('daniel', library.cod_biblioteca, [{ cod_exemplar: copy.cod_exemplar }]);
    expect(again.statusCode).toBe(422);
    expect(again.json().fields).toEqual({
      'cesta.0.cod_exemplar': 'Você já pediu este exemplar; ele está a caminho do balcão.',
    });
    const other = await post('elena', library.cod_biblioteca, [{ cod_exemplar: copy.cod_exemplar }], '3');
    expect(other.statusCode).toBe(422);
    expect(other.json().fields).toEqual({
      'cesta.0.cod_exemplar': 'Otro usuario ya pidió este ejemplar; inténtelo más tarde.',
    });

    // The desk brings the copy: the patron sees it at the desk and gets an alert; still not requestable.
    expect(await changeStorageItemStatus(context.db, codigo, copy.cod_exemplar, 'disponivel')).toEqual({
      ok: true,
      from: 'aguardando',
      to: 'disponivel',
    });
    const mine = storageRequestSchema.parse(
      (await call('GET', `/api/solicitacao-armazem/${codigo}`, 'daniel')).json(),
    );
    expect(mine.itens[0]!.situacao).toEqual({ codigo: 'disponivel', descricao: 'Disponível no balcão' });
    const alerts = (await call('GET', `/api/alertas?dataIni=${today}&dataFim=${today}`, 'daniel')).json();
    expect(JSON.stringify(alerts)).toContain('Pedido ao armazém: Disponível no balcão');
    expect(
      (await post('elena', library.cod_biblioteca, [{ cod_exemplar: copy.cod_exemplar }])).statusCode,
    ).toBe(422);
    // Once consulted and put back, the copy can be asked for again; a closed item stays closed.
    expect(await changeStorageItemStatus(context.db, codigo, copy.cod_exemplar, 'finalizada')).toMatchObject({
      ok: true,
    });
    expect(await changeStorageItemStatus(context.db, codigo, copy.cod_exemplar, 'cancelada')).toEqual({
      ok: false,
      reason: 'JA_ENCERRADO',
    });
    expect(await changeStorageItemStatus(context.db, codigo, copy.cod_exemplar, 'perdida')).toEqual({
      ok: false,
      reason: 'SITUACAO_INVALIDA',
    });
    expect(await changeStorageItemStatus(context.db, codigo, 99_999_999, 'cancelada')).toEqual({
      ok: false,
      reason: 'NAO_ENCONTRADO',
    });
    expect(
      (await post('elena', library.cod_biblioteca, [{ cod_exemplar: copy.cod_exemplar }])).statusCode,
    ).toBe(201);

    const lent = freshCopy();
    await context.db.query(`update exemplar set situacao = 'emprestado' where cod_exemplar = $1`, [
      lent.cod_exemplar,
    ]);
    const unavailable = await post('elena', library.cod_biblioteca, [{ cod_exemplar: lent.cod_exemplar }]);
    expect(unavailable.json().fields).toEqual({
      'cesta.0.cod_exemplar': 'Este exemplar não está disponível para consulta no momento.',
    });
  });

  it('lists a copy under an open request as taken, to anyone and naming nobody, until the request is closed', async () => {
    const copy = freshCopy();
    const listed = async (who?: Parameters<typeof call>[2]) =>
      storageDataSchema
        .parse(
          (
            await call(
              'GET',
              `/api/acervo/${copy.cod_acervo}/dados-armazem?cod_biblioteca=${library.cod_biblioteca}`,
              who,
            )
          ).json(),
        )
        .exemplares.find((row) => row.cod_exemplar === copy.cod_exemplar)!;
    expect((await listed()).solicitado).toBe(false);
    const sent = await post('daniel', library.cod_biblioteca, [{ cod_exemplar: copy.cod_exemplar }]);
    expect(sent.statusCode).toBe(201);
    const { codigo } = storageRequestCreatedResponseSchema.parse(sent.json()).solicitacao;
    // Taken for the visitor, for another patron and for the patron who asked; who asked is not said.
    for (const who of [undefined, 'elena', 'daniel'] as const) {
      const row = await listed(who);
      expect(row.solicitado).toBe(true);
      expect(row.situacao).toBe('disponivel');
      expect(JSON.stringify(row)).not.toMatch(/daniel|Daniel/);
    }
    await changeStorageItemStatus(context.db, codigo, copy.cod_exemplar, 'disponivel');
    expect((await listed('elena')).solicitado).toBe(true);
    await changeStorageItemStatus(context.db, codigo, copy.cod_exemplar, 'finalizada');
    expect((await listed('elena')).solicitado).toBe(false);
  });

  it('asks for a copy ticked twice once', async () => {
    const copy = freshCopy();
    const response = await post('helenaAluna', library.cod_biblioteca, [
      { cod_exemplar: copy.cod_exemplar },
      { cod_exemplar: copy.cod_exemplar },
    ]);
    expect(response.statusCode).toBe(201);
    expect(storageRequestCreatedResponseSchema.parse(response.json()).solicitacao.itens).toHaveLength(1);
  });

  it('gives one request when the same copy is asked for twice at the same moment', async () => {
    const copy = freshCopy();
    const cesta = [{ cod_exemplar: copy.cod_exemplar }];
    const answers = await Promise.all([
      post('gabriela', library.cod_biblioteca, cesta),
      post('igor', library.cod_biblioteca, cesta),
      post('gabriela', library.cod_biblioteca, cesta),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
    const [open] = await context.db.query<{ total: number }>(
      `select count(*)::int as total from solicitacao_armazem_item where cod_exemplar = $1`,
      [copy.cod_exemplar],
    );
    expect(open!.total).toBe(1);
  });

  it('never shows another patron’s request, and refuses anonymous callers', async () => {
    const response = await post('joseAluno', library.cod_biblioteca, [
      { cod_exemplar: freshCopy().cod_exemplar },
    ]);
    const { codigo } = storageRequestCreatedResponseSchema.parse(response.json()).solicitacao;
    const foreign = await call('GET', `/api/solicitacao-armazem/${codigo}`, 'ana');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Pedido ao armazém não encontrado.');
    const anaList = storageRequestsResponseSchema.parse(
      (await call('GET', '/api/solicitacao-armazem', 'ana')).json(),
    );
    expect(anaList.solicitacoes.some((request) => request.codigo === codigo)).toBe(false);
    expect((await call('GET', `/api/solicitacao-armazem/${codigo}`, 'joseAluno')).statusCode).toBe(200);

    const cesta = [{ cod_exemplar: freshCopy().cod_exemplar }];
    expect((await post(undefined, library.cod_biblioteca, cesta)).statusCode).toBe(401);
    const publicCall = await context.app.inject({
      method: 'POST',
      url: `/api/gravar-armazem?cod_biblioteca=${library.cod_biblioteca}`,
      headers: bearer(await publicToken(context.app)),
      payload: { cesta },
    });
    expect(publicCall.statusCode).toBe(401);
    expect((await call('GET', '/api/solicitacao-armazem', undefined)).statusCode).toBe(401);
    expect((await call('GET', `/api/solicitacao-armazem/${codigo}`, undefined)).statusCode).toBe(401);
  });
});
