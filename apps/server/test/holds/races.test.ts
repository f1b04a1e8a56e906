import { holdsResponseSchema, renewalResponseSchema } from '@acervo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type HttpError } from '../../src/http/http-error.ts';
import { checkIn, checkOut } from '../../src/modules/loans/circulation.ts';
import { deskTime } from '../helpers/library-time.ts';
import { bearer, demoLogins, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Concurrency: actions on the same copy at the same moment never double-book it. On PostgreSQL
 * (ACERVO_TEST_ENGINE=postgres) the calls really overlap on separate connections; on PGlite the
 * embedded engine runs transactions one at a time, and the same invariants must hold.
 */
describe('Circulation races', () => {
  const context = useTestApp();
  const tokens = new Map<string, string>();
  const logins = new Map<string, number>();
  async function tokenOf(name: keyof typeof demoLogins) {
    if (!tokens.has(name)) tokens.set(name, (await login(context.app, demoLogins[name])).access_token);
    return tokens.get(name)!;
  }
  const loginOf = (name: keyof typeof demoLogins) => logins.get(demoLogins[name].username)!;
  const post = async (url: string, who: keyof typeof demoLogins, payload?: object) =>
    context.app.inject({
      method: 'POST',
      url,
      headers: bearer(await tokenOf(who)),
      ...(payload ? { payload } : {}),
    });
  const settle = <T>(work: Promise<T>) =>
    work.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error: error as HttpError }),
    );

  /** Available, lendable and holdable single copies with no volume options, one per title. */
  async function freeSingleCopies(count: number) {
    const rows = await context.db.query<{ cod_exemplar: number; cod_acervo: number; cod_biblioteca: number }>(
      `select distinct on (e.cod_acervo) e.cod_exemplar, e.cod_acervo, e.cod_biblioteca
         from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
        where e.situacao = 'disponivel' and t.permite_emprestimo and t.permite_reserva
          and e.volume is null and e.tomo is null and e.parte is null and e.material_adicional is null
          and (select count(*) from exemplar o where o.cod_acervo = e.cod_acervo and o.cod_biblioteca = e.cod_biblioteca) = 1
          and not exists (select 1 from reserva r where r.cod_acervo = e.cod_acervo)
        order by e.cod_acervo, e.cod_exemplar
        limit $1`,
      [count],
    );
    expect(rows).toHaveLength(count);
    return rows;
  }
  const openLoans = async (codExemplar: number) =>
    (
      await context.db.query<{ count: number }>(
        'select count(*)::int as count from emprestimo where cod_exemplar = $1 and data_devolucao is null',
        [codExemplar],
      )
    )[0]!.count;

  beforeAll(async () => {
    const rows = await context.db.query<{ usuario: string; cod_login: number }>(
      'select usuario, cod_login from login',
    );
    for (const row of rows) logins.set(row.usuario, row.cod_login);
  });

  it('two checkouts of the last copy: exactly one wins', async () => {
    const [copy] = await freeSingleCopies(1);
    const results = await Promise.all([
      settle(checkOut(context.db, { codLogin: loginOf('igor'), codExemplar: copy!.cod_exemplar }, deskTime)),
      settle(
        checkOut(
          context.db,
          { codLogin: loginOf('helenaServidora'), codExemplar: copy!.cod_exemplar },
          deskTime,
        ),
      ),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const loser = results.find((result) => !result.ok)!;
    expect(loser.ok ? null : loser.error.options.code).toBe('EXEMPLAR_INDISPONIVEL');
    expect(await openLoans(copy!.cod_exemplar)).toBe(1);
  });

  it('checkout against a hold on the last copy: the hold is refused while the copy is on the shelf, or queues behind the loan', async () => {
    for (const copy of await freeSingleCopies(3)) {
      const [loan, hold] = await Promise.all([
        settle(
          checkOut(context.db, { codLogin: loginOf('daniel'), codExemplar: copy.cod_exemplar }, deskTime),
        ),
        post('/api/reserva', 'helenaServidora', {
          cod_acervo: copy.cod_acervo,
          biblioteca: copy.cod_biblioteca,
        }),
      ]);
      expect(loan.ok).toBe(true);
      if (hold.statusCode === 201) {
        expect(hold.json().reserva).toMatchObject({ situacao: 'fila', posicao: 1 });
      } else {
        expect(hold.statusCode).toBe(422);
        expect(hold.json().code).toBe('EXEMPLAR_DISPONIVEL');
      }
      expect(await openLoans(copy.cod_exemplar)).toBe(1);
      // Daniel returns the copies so his loan limit is not the subject of the next round.
      const back = await checkIn(context.db, copy.cod_exemplar, deskTime);
      const [state] = await context.db.query<{ situacao: string }>(
        'select situacao from exemplar where cod_exemplar = $1',
        [copy.cod_exemplar],
      );
      expect(state!.situacao).toBe(hold.statusCode === 201 ? 'reservado' : 'disponivel');
      expect(back.releases).toHaveLength(hold.statusCode === 201 ? 1 : 0);
    }
  });

  it('two patrons hold the last copy at once: both queue, in distinct places; its return serves exactly one', async () => {
    const [copy] = await freeSingleCopies(1);
    await checkOut(
      context.db,
      { codLogin: loginOf('helenaAluna'), codExemplar: copy!.cod_exemplar },
      deskTime,
    );
    const target = { cod_acervo: copy!.cod_acervo, biblioteca: copy!.cod_biblioteca };
    const [first, second] = await Promise.all([
      post('/api/reserva', 'joseAluno', target),
      post('/api/reserva', 'igor', target),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect([first.json().reserva.posicao, second.json().reserva.posicao].sort()).toEqual([1, 2]);

    // The copy comes back while both ask to borrow it at the desk: only the first in the queue can.
    const firstInQueue = first.json().reserva.posicao === 1 ? 'joseAluno' : 'igor';
    const other = firstInQueue === 'joseAluno' ? 'igor' : 'joseAluno';
    const { releases } = await checkIn(context.db, copy!.cod_exemplar, deskTime);
    expect(releases).toHaveLength(1);
    const [winner, loser] = await Promise.all([
      settle(
        checkOut(context.db, { codLogin: loginOf(firstInQueue), codExemplar: copy!.cod_exemplar }, deskTime),
      ),
      settle(checkOut(context.db, { codLogin: loginOf(other), codExemplar: copy!.cod_exemplar }, deskTime)),
    ]);
    expect(winner.ok).toBe(true);
    expect(loser.ok).toBe(false);
    expect(await openLoans(copy!.cod_exemplar)).toBe(1);
    const served = holdsResponseSchema
      .parse(
        (
          await context.app.inject({
            url: '/api/reserva/historico',
            headers: bearer(await tokenOf(firstInQueue)),
          })
        ).json(),
      )
      .reservas.find((hold) => hold.codAcervo === copy!.cod_acervo);
    expect(served!.situacao).toBe('atendida');
  });

  it('the same patron placing one hold twice at once gets it once', async () => {
    const [copy] = await freeSingleCopies(1);
    await checkOut(
      context.db,
      { codLogin: loginOf('helenaAluna'), codExemplar: copy!.cod_exemplar },
      deskTime,
    );
    const target = { cod_acervo: copy!.cod_acervo, biblioteca: copy!.cod_biblioteca };
    const responses = await Promise.all([
      post('/api/reserva', 'carla', target),
      post('/api/reserva', 'carla', target),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const [count] = await context.db.query<{ count: number }>(
      `select count(*)::int as count from reserva where cod_acervo = $1 and situacao = 'fila'`,
      [copy!.cod_acervo],
    );
    expect(count!.count).toBe(1);
  });

  it('holds at once never exceed the patron’s hold limit', async () => {
    // Ana (limit 3) already waits in one queue; three titles at once leave room for two.
    const copies = await freeSingleCopies(3);
    for (const copy of copies) {
      await checkOut(context.db, { codLogin: loginOf('gabriela'), codExemplar: copy.cod_exemplar }, deskTime);
    }
    const responses = await Promise.all(
      copies.map((copy) =>
        post('/api/reserva', 'ana', { cod_acervo: copy.cod_acervo, biblioteca: copy.cod_biblioteca }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 422]);
    expect(responses.find((response) => response.statusCode === 422)!.json().code).toBe('LIMITE_RESERVAS');
  });

  it('two renewals of the same loan at once renew it once', async () => {
    const [loan] = await context.db.query<{
      cod_exemplar: number;
      cod_biblioteca: number;
      qtde_renovacoes: number;
    }>(
      `select e.cod_exemplar, x.cod_biblioteca, e.qtde_renovacoes from emprestimo e join exemplar x using (cod_exemplar)
        where e.cod_login = $1 and e.data_devolucao is null`,
      [loginOf('bruno')],
    );
    const item = [{ codExemplar: loan!.cod_exemplar, codBibliotecaExemplar: loan!.cod_biblioteca }];
    const responses = await Promise.all([
      post('/api/emprestimo/renovacao', 'bruno', item),
      post('/api/emprestimo/renovacao', 'bruno', item),
    ]);
    const outcomes = responses.map((response) => renewalResponseSchema.parse(response.json()).renovacoes[0]!);
    expect(outcomes.filter((outcome) => outcome.sucesso)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.sucesso)!.motivo!.codigo).toBe('PRAZO_NAO_AMPLIADO');
    const [after] = await context.db.query<{ qtde_renovacoes: number; renewals: number }>(
      `select e.qtde_renovacoes, (select count(*)::int from renovacao r where r.cod_emprestimo = e.cod_emprestimo
                                   and r.renovado_em > now() - interval '1 minute') as renewals
         from emprestimo e where e.cod_exemplar = $1 and e.data_devolucao is null`,
      [loan!.cod_exemplar],
    );
    expect(after).toEqual({ qtde_renovacoes: loan!.qtde_renovacoes + 1, renewals: 1 });
  });

  it('renew-all twice at once with a hold arriving on one title: every loan renewed at most once, the hold never overtaken', async () => {
    const copies = await freeSingleCopies(3);
    for (const copy of copies) {
      await checkOut(context.db, { codLogin: loginOf('daniel'), codExemplar: copy.cod_exemplar }, deskTime);
    }
    // Due tomorrow, so a renewal today extends them.
    await context.db.query(
      `update emprestimo set data_devolucao_prevista = $2::date + 1
        where cod_exemplar = any ($1::int[]) and data_devolucao is null`,
      [copies.map((copy) => copy.cod_exemplar), deskTime.today()],
    );
    const held = copies[0]!;
    const [first, second, hold] = await Promise.all([
      post('/api/emprestimo/renovacao?todos=true', 'daniel'),
      post('/api/emprestimo/renovacao?todos=true', 'daniel'),
      post('/api/reserva', 'igor', { cod_acervo: held.cod_acervo, biblioteca: held.cod_biblioteca }),
    ]);
    expect([first.statusCode, second.statusCode, hold.statusCode]).toEqual([200, 200, 201]);
    const answers = [first, second].map(
      (response) => renewalResponseSchema.parse(response.json()).renovacoes,
    );
    for (const copy of copies) {
      const [state] = await context.db.query<{ qtde_renovacoes: number; renewals: number }>(
        `select e.qtde_renovacoes, (select count(*)::int from renovacao r where r.cod_emprestimo = e.cod_emprestimo) as renewals
           from emprestimo e where e.cod_exemplar = $1 and e.data_devolucao is null`,
        [copy.cod_exemplar],
      );
      const forCopy = answers.map((list) =>
        list.find((item) => item.codExemplar === String(copy.cod_exemplar))!,
      );
      const successes = forCopy.filter((item) => item.sucesso).length;
      expect(state).toEqual({ qtde_renovacoes: successes, renewals: successes });
      if (copy === held) {
        // Either renewed before the hold (once) or refused as reserved once the hold was in.
        expect(successes).toBeLessThanOrEqual(1);
        for (const item of forCopy.filter((answer) => !answer.sucesso)) {
          expect(['RESERVADO', 'PRAZO_NAO_AMPLIADO']).toContain(item.motivo!.codigo);
        }
      } else {
        expect(successes).toBe(1);
        expect(forCopy.find((item) => !item.sucesso)!.motivo!.codigo).toBe('PRAZO_NAO_AMPLIADO');
      }
    }
  });
});
