import {
  holdCreatedResponseSchema,
  holdOptionsResponseSchema,
  holdQueueCheckResponseSchema,
  holdsResponseSchema,
} from '@acervo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Holds: /api/reserva', () => {
  const context = useTestApp();
  const { call } = demoPatronCalls(context);
  /** The title whose only copy Gabriela has, with four patrons queued (demo circulation). */
  const queued = { cod_acervo: 0, biblioteca: 0 };
  /** A title with a copy on the shelf, available for loan. */
  const onShelf = { cod_acervo: 0, biblioteca: 0 };
  /** A multi-volume title at a library with several volumes. */
  const multiVolume = { cod_acervo: 0, biblioteca: 0 };

  beforeAll(async () => {
    const [queue] = await context.db.query<{ cod_acervo: number; cod_biblioteca: number }>(
      `select cod_acervo, cod_biblioteca from reserva where situacao = 'fila' limit 1`,
    );
    Object.assign(queued, { cod_acervo: queue!.cod_acervo, biblioteca: queue!.cod_biblioteca });
    const [shelf] = await context.db.query<{ cod_acervo: number; cod_biblioteca: number }>(
      `select e.cod_acervo, e.cod_biblioteca from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
        where e.situacao = 'disponivel' and t.permite_reserva and t.permite_emprestimo and e.volume is null
          and e.tomo is null and e.parte is null and e.material_adicional is null
        order by e.cod_exemplar limit 1`,
    );
    Object.assign(onShelf, { cod_acervo: shelf!.cod_acervo, biblioteca: shelf!.cod_biblioteca });
    const [volumes] = await context.db.query<{ cod_acervo: number; cod_biblioteca: number }>(
      `select e.cod_acervo, e.cod_biblioteca from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
        where t.permite_reserva and e.volume is not null
        group by e.cod_acervo, e.cod_biblioteca having count(distinct e.volume) > 1 limit 1`,
    );
    Object.assign(multiVolume, { cod_acervo: volumes!.cod_acervo, biblioteca: volumes!.cod_biblioteca });
  });

  it('GET /{id}/informacoes-iniciais says where a hold is possible, with the queue and the patron’s limit', async () => {
    const response = await call('GET', `/api/reserva/${queued.cod_acervo}/informacoes-iniciais`, 'carla');
    expect(response.statusCode).toBe(200);
    const info = holdOptionsResponseSchema.parse(response.json());
    expect(info.bibliotecas).toEqual([
      expect.objectContaining({ codigo: queued.biblioteca, permiteReserva: true, fila: 4, disponiveis: 0 }),
    ]);
    expect(info).toMatchObject({ limiteReservas: 3, reservasAtivas: 0 });

    const shelf = holdOptionsResponseSchema.parse(
      (
        await call('GET', `/api/reserva/${onShelf.cod_acervo}/informacoes-iniciais`, 'carla', undefined, '5')
      ).json(),
    );
    expect(shelf.bibliotecas.find((library) => library.codigo === onShelf.biblioteca)).toMatchObject({
      permiteReserva: false,
      motivo: 'A copy is available for loan: no hold is needed.',
    });
    expect((await call('GET', '/api/reserva/999999/informacoes-iniciais', 'carla')).statusCode).toBe(404);
    expect((await call('GET', `/api/reserva/${queued.cod_acervo}/informacoes-iniciais`)).statusCode).toBe(
      401,
    );
  });

  it('GET lists holds with queue place and an estimated date, and released holds with their pickup date', async () => {
    const ana = holdsResponseSchema.parse((await call('GET', '/api/reserva', 'ana')).json()).reservas;
    expect(ana).toEqual([
      expect.objectContaining({ situacao: 'fila', posicao: 2, codAcervo: queued.cod_acervo }),
    ]);
    const bruno = holdsResponseSchema.parse((await call('GET', '/api/reserva', 'bruno')).json()).reservas;
    expect(bruno.map((hold) => [hold.situacao, hold.posicao])).toEqual(
      expect.arrayContaining([
        ['fila', 1],
        ['liberada', null],
      ]),
    );
    expect(bruno.find((hold) => hold.situacao === 'liberada')!.prazoRetirada).not.toBeNull();
    const daniel = holdsResponseSchema.parse((await call('GET', '/api/reserva', 'daniel')).json()).reservas;
    // Gabriela's copy is due in 7 days: Bruno gets it then, Ana after Bruno's 21-day loan, Daniel after Ana's 14.
    const first = bruno.find((hold) => hold.situacao === 'fila')!.previsao!;
    const days = (iso: string) => Math.round((Date.parse(iso) - Date.parse(first)) / 86_400_000);
    expect([days(first), days(ana[0]!.previsao!), days(daniel[0]!.previsao!)]).toEqual([0, 21, 35]);
  });

  it('POST /validar-fila tells the place and date a hold would get, without placing it', async () => {
    const response = await call('POST', '/api/reserva/validar-fila', 'carla', queued);
    expect(response.statusCode).toBe(200);
    const check = holdQueueCheckResponseSchema.parse(response.json());
    expect(check).toMatchObject({ pode_reservar: true, posicao: 5, message: 'Você será o 5º da fila.' });
    const list = holdsResponseSchema.parse((await call('GET', '/api/reserva', 'carla')).json());
    expect(list.reservas).toEqual([]);
  });

  it('POST places a hold at the end of the queue; the same hold twice is refused', async () => {
    const response = await call('POST', '/api/reserva', 'carla', { ...queued, volume: '' });
    expect(response.statusCode).toBe(201);
    const created = holdCreatedResponseSchema.parse(response.json());
    expect(created.reserva).toMatchObject({ situacao: 'fila', posicao: 5, codAcervo: queued.cod_acervo });
    expect(created.message).toBe('Reserva efetuada. Você é o 5º da fila.');
    const again = await call('POST', '/api/reserva', 'carla', queued);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RESERVA_EXISTENTE',
      message: 'Já existe uma solicitação com os mesmos dados.',
    });
  });

  it('refuses a hold while a copy is available, for the borrower, for the suspended, and without all options', async () => {
    const shelf = await call('POST', '/api/reserva', 'igor', onShelf);
    expect(shelf.statusCode).toBe(422);
    expect(shelf.json().code).toBe('EXEMPLAR_DISPONIVEL');
    const borrower = await call('POST', '/api/reserva', 'gabriela', queued);
    expect(borrower.statusCode).toBe(409);
    expect(borrower.json().code).toBe('TITULO_EMPRESTADO');
    const suspended = await call('POST', '/api/reserva', 'elena', queued);
    expect(suspended.statusCode).toBe(422);
    expect(suspended.json().code).toBe('AFASTAMENTO');
    const options = await call('POST', '/api/reserva', 'igor', multiVolume, '5');
    expect(options.statusCode).toBe(422);
    expect(options.json()).toMatchObject({
      message: 'Select all options to confirm the place hold!',
      fields: { volume: 'The above field is required.' },
    });
    const wrongVolume = await call('POST', '/api/reserva', 'igor', { ...multiVolume, volume: 'v. 999' });
    expect(wrongVolume.statusCode).toBe(422);
    expect(wrongVolume.json().fields).toEqual({ volume: 'Escolha uma das opções válidas.' });
  });

  it('answers 422 with field messages for a bad body, 404 for an unknown title, 401 anonymous', async () => {
    const bad = await call('POST', '/api/reserva', 'igor', { cod_acervo: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['biblioteca', 'cod_acervo']);
    const unknown = await call('POST', '/api/reserva', 'igor', { cod_acervo: 999999, biblioteca: 1 });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/api/reserva', undefined, queued)).statusCode).toBe(401);
    expect((await call('POST', '/api/reserva/validar-fila', undefined, queued)).statusCode).toBe(401);
  });

  it('DELETE cancels only the caller’s own hold; those behind move up', async () => {
    const ana = holdsResponseSchema.parse((await call('GET', '/api/reserva', 'ana')).json()).reservas[0]!;
    const stranger = await call('DELETE', `/api/reserva?codigo=${ana.codigo}`, 'igor');
    expect(stranger.statusCode).toBe(404);
    expect(
      holdsResponseSchema.parse((await call('GET', '/api/reserva', 'ana')).json()).reservas,
    ).toHaveLength(1);

    const cancelled = await call('DELETE', `/api/reserva?codigo=${ana.codigo}`, 'ana');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ reservas: [], message: 'Reserva cancelada.' });
    const daniel = holdsResponseSchema.parse((await call('GET', '/api/reserva', 'daniel')).json()).reservas;
    expect(daniel[0]!.posicao).toBe(2);
    expect((await call('DELETE', `/api/reserva?codigo=${ana.codigo}`, 'ana')).statusCode).toBe(409);
    expect((await call('DELETE', '/api/reserva?codigo=x', 'ana')).statusCode).toBe(422);
    expect((await call('DELETE', `/api/reserva?codigo=${ana.codigo}`)).statusCode).toBe(401);
  });

  it('cancelling a released hold puts its copy back on the shelf when nobody else waits', async () => {
    const released = holdsResponseSchema
      .parse((await call('GET', '/api/reserva', 'bruno')).json())
      .reservas.find((hold) => hold.situacao === 'liberada')!;
    expect((await call('DELETE', `/api/reserva?codigo=${released.codigo}`, 'bruno')).statusCode).toBe(200);
    const [copy] = await context.db.query<{ situacao: string }>(
      `select e.situacao from exemplar e join reserva r using (cod_exemplar) where r.cod_reserva = $1`,
      [released.codigo],
    );
    expect(copy!.situacao).toBe('disponivel');
  });

  it('GET /historico lists every hold of a period, whatever became of it; a reversed period is refused', async () => {
    const history = holdsResponseSchema.parse(
      (await call('GET', '/api/reserva/historico', 'ana')).json(),
    ).reservas;
    expect(history).toEqual([
      expect.objectContaining({ situacao: 'cancelada', motivoCancelamento: 'Cancelada pelo usuário' }),
    ]);
    const empty = await call('GET', '/api/reserva/historico?dataIni=01/01/2000&dataFim=31/12/2000', 'ana');
    expect(holdsResponseSchema.parse(empty.json()).reservas).toEqual([]);
    const reversed = await call('GET', '/api/reserva/historico?dataIni=2026-03-01&dataFim=2026-01-01', 'ana');
    expect(reversed.statusCode).toBe(422);
    expect((await call('GET', '/api/reserva/historico')).statusCode).toBe(401);
  });
});
