import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { readLibraryTimeZone } from '../../src/modules/institution/institution-settings.ts';
import { type PatronStanding, patronStanding } from '../../src/modules/patron-standing/patron-standing.ts';
import {
  addDays,
  brDate,
  defaultLibraryTimeZone,
  libraryTime,
  systemClock,
} from '../../src/time/library-time.ts';
import { demoLogins } from '../helpers/auth.ts';
import { loginOn, useServerTarget } from '../helpers/server-process.ts';

/** Patrons renewing and holding at once, and the renewable loans each is given. */
const PATRONS = 5;
const LOANS_EACH = 8;

type Copy = { cod_exemplar: number; cod_biblioteca: number };
type Patron = { username: string; password: string; codPessoa: number; loans: Copy[] };
type Plan = {
  patrons: Patron[];
  holdTitles: { cod_acervo: number; cod_biblioteca: number }[];
  today: string;
};

/**
 * Gives each of a few demo patrons in good standing loans due tomorrow (each renewable once today,
 * on titles nobody holds), and lends a few single-copy titles to somebody else so that the
 * patrons can queue holds on them.
 */
async function prepare(db: Database): Promise<Plan> {
  const today = libraryTime(systemClock, await readLibraryTimeZone(db, defaultLibraryTimeZone)).today();
  const logins: Array<{
    username: string;
    password: string;
    cod_login: number;
    cod_pessoa: number;
    standing: PatronStanding;
  }> = [];
  for (const credentials of Object.values(demoLogins)) {
    const [login] = await db.query<{ cod_login: number; cod_pessoa: number }>(
      'select cod_login, cod_pessoa from login where usuario = $1',
      [credentials.username],
    );
    const standing = await patronStanding(db, login!.cod_login, today);
    logins.push({ ...credentials, ...login!, standing: standing! });
  }
  const clean = logins.filter(
    ({ standing }, i) =>
      !standing.locked &&
      !standing.suspendedUntil &&
      standing.debt === 0 &&
      standing.activeHolds < standing.holdLimit &&
      logins.findIndex((other) => other.cod_pessoa === standing.codPessoa) === i,
  );
  const [lender, ...patrons] = clean;
  expect(patrons.length).toBeGreaterThanOrEqual(PATRONS);

  const holdTitles = await db.query<{ cod_acervo: number; cod_biblioteca: number; cod_exemplar: number }>(
    `select e.cod_acervo, e.cod_biblioteca, e.cod_exemplar
       from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
      where t.permite_reserva and t.permite_emprestimo and e.situacao = 'disponivel'
        and e.volume is null and e.tomo is null and e.parte is null and e.material_adicional is null
        and (select count(*) from exemplar o where o.cod_acervo = e.cod_acervo) = 1
        and not exists (select 1 from reserva r where r.cod_acervo = e.cod_acervo)
      order by e.cod_acervo limit 3`,
  );
  const copies = await db.query<Copy>(
    `select distinct on (e.cod_acervo) e.cod_exemplar, e.cod_biblioteca
       from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
      where t.permite_emprestimo and (t.prazo_dias = 0 or t.prazo_dias >= 3) and e.situacao = 'disponivel'
        and not exists (select 1 from reserva r where r.cod_acervo = e.cod_acervo)
        and e.cod_acervo <> all ($1::int[])
      order by e.cod_acervo, e.cod_exemplar limit $2`,
    [holdTitles.map((title) => title.cod_acervo), PATRONS * LOANS_EACH],
  );
  const lend = async (who: { cod_pessoa: number; cod_login: number }, exemplares: number[]) => {
    await db.query(
      `insert into emprestimo (cod_exemplar, cod_pessoa, cod_login, cod_biblioteca, data_emprestimo, data_devolucao_prevista)
       select e.cod_exemplar, $2, $3, e.cod_biblioteca, now() - interval '7 days', $4::date
         from exemplar e where e.cod_exemplar = any ($1::int[])`,
      [exemplares, who.cod_pessoa, who.cod_login, addDays(today, 1)],
    );
    await db.query(`update exemplar set situacao = 'emprestado' where cod_exemplar = any ($1::int[])`, [
      exemplares,
    ]);
  };
  await lend(
    lender!,
    holdTitles.map((title) => title.cod_exemplar),
  );
  const chosen = patrons.slice(0, PATRONS).map((patron, i) => ({
    username: patron.username,
    password: patron.password,
    codPessoa: patron.cod_pessoa,
    loans: copies.slice(i * LOANS_EACH, (i + 1) * LOANS_EACH),
  }));
  for (const [i, patron] of chosen.entries()) {
    await lend(
      logins.find((login) => login.cod_pessoa === patron.codPessoa)!,
      patron.loans.map((copy) => copy.cod_exemplar),
    );
    expect(patron.loans, `loans for patron ${i}`).toHaveLength(LOANS_EACH);
  }
  return { patrons: chosen, holdTitles, today };
}

type Renewal = { patron: number; codExemplar: number; date: string; count: string };
type HoldAck = { patron: number; codigo: number; cancel: 'none' | 'sent' | 'acknowledged' };

/** What each client was told: only 2xx answers count as acknowledged. */
class Ledger {
  renewals: Renewal[] = [];
  refusedRenewals = 0;
  holds: HoldAck[] = [];
  inFlight = 0;
  lostAtKill = 0;
}

/**
 * One patron's client: renews its loans one by one, placing and cancelling a hold between two
 * renewals, then keeps placing and cancelling holds until the server goes away.
 */
async function runClient(url: string, plan: Plan, index: number, ledger: Ledger, stop: () => boolean) {
  const patron = plan.patrons[index]!;
  const authorization = await loginOn(url, patron);
  const send = async (method: string, route: string, body?: unknown) => {
    ledger.inFlight++;
    try {
      const response = await fetch(`${url}${route}`, {
        method,
        ...(body === undefined
          ? { headers: authorization }
          : {
              headers: { ...authorization, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            }),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    } catch {
      ledger.lostAtKill++; // the server died with this request unanswered
      return null;
    } finally {
      ledger.inFlight--;
    }
  };
  for (let i = 0; !stop(); i++) {
    const copy = patron.loans[i];
    if (copy !== undefined) {
      const renewed = await send('POST', '/api/emprestimo/renovacao', [
        { codExemplar: copy.cod_exemplar, codBibliotecaExemplar: copy.cod_biblioteca },
      ]);
      if (!renewed) return;
      expect(renewed.status).toBe(200);
      const [outcome] = renewed.json.renovacoes as Array<Record<string, string | boolean | null>>;
      if (outcome!.sucesso) {
        ledger.renewals.push({
          patron: index,
          codExemplar: copy.cod_exemplar,
          date: outcome!.dataDevolucaoPrevista as string,
          count: outcome!.qtdeRenovacoes as string,
        });
      } else ledger.refusedRenewals++;
    }
    const title = plan.holdTitles[(i + index) % plan.holdTitles.length]!;
    const placed = await send('POST', '/api/reserva', {
      cod_acervo: title.cod_acervo,
      biblioteca: title.cod_biblioteca,
    });
    if (!placed) return;
    if (placed.status !== 201) continue; // refused (already queued there, say): an answer, not a write
    const hold: HoldAck = {
      patron: index,
      codigo: (placed.json.reserva as { codigo: number }).codigo,
      cancel: 'sent',
    };
    ledger.holds.push(hold);
    const cancelled = await send('DELETE', `/api/reserva?codigo=${hold.codigo}`);
    if (!cancelled) return;
    expect(cancelled.status).toBe(200);
    hold.cancel = 'acknowledged';
    // Every third hold stays in the queue, so queues of several patrons build up.
    if (i % 3 === 2) {
      const kept = await send('POST', '/api/reserva', {
        cod_acervo: title.cod_acervo,
        biblioteca: title.cod_biblioteca,
      });
      if (!kept) return;
      if (kept.status === 201)
        ledger.holds.push({
          patron: index,
          codigo: (kept.json.reserva as { codigo: number }).codigo,
          cancel: 'none',
        });
    }
  }
}

const template = inject('testDatabaseTemplate');

describe(`the server killed (kill -9) during a burst of renewals and holds, on ${template.engine}`, () => {
  const crash = useServerTarget('acervo-crash-burst-', 0);
  let plan: Plan;

  beforeAll(async () => {
    const db = await crash.target.open();
    try {
      plan = await prepare(db);
    } finally {
      await db.close();
    }
  });

  it('keeps every acknowledged renewal and hold after a restart, and shows nothing half-written', async () => {
    const started = performance.now();
    const first = await crash.start({ LOG_LEVEL: 'warn' });
    console.log(`${template.engine}: started in ${Math.round(performance.now() - started)} ms`);
    const ledger = new Ledger();
    let killed = false;
    const burstStarted = performance.now();
    const failures: unknown[] = [];
    const clients = plan.patrons.map((_, i) =>
      runClient(first.url, plan, i, ledger, () => killed).catch(
        (error: unknown) => void failures.push(error),
      ),
    );
    // Kill once half the renewals are acknowledged: the other half, and holds, are under way.
    const total = PATRONS * LOANS_EACH;
    const deadline = Date.now() + 60_000;
    while (ledger.renewals.length + ledger.refusedRenewals < total / 2) {
      if (failures.length > 0) throw failures[0];
      if (Date.now() > deadline) throw new Error(`the burst made too little progress:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const inFlightAtKill = ledger.inFlight;
    await first.kill();
    killed = true;
    const burstMs = performance.now() - burstStarted;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    const acknowledged = {
      renewals: ledger.renewals.length,
      holds: ledger.holds.length,
      cancels: ledger.holds.filter((hold) => hold.cancel === 'acknowledged').length,
    };
    console.log(
      `${template.engine}: killed after ${Math.round(burstMs)} ms with ${inFlightAtKill} requests in flight ` +
        `(${ledger.lostAtKill} unanswered); acknowledged ${acknowledged.renewals} renewals ` +
        `(${ledger.refusedRenewals} refused), ${acknowledged.holds} holds, ${acknowledged.cancels} cancellations`,
    );
    expect(acknowledged.renewals).toBeGreaterThanOrEqual(total / 4);
    expect(acknowledged.holds).toBeGreaterThanOrEqual(5);
    expect(ledger.lostAtKill).toBeGreaterThan(0);

    // The same data, no repair: the server opens it and answers.
    const restartStarted = performance.now();
    const second = await crash.start({ LOG_LEVEL: 'warn' });
    console.log(`${template.engine}: restarted in ${Math.round(performance.now() - restartStarted)} ms`);

    for (const [index, patron] of plan.patrons.entries()) {
      const headers = await loginOn(second.url, patron);
      const loans = (await (
        await fetch(`${second.url}/api/emprestimo/titulos-pendentes`, { headers })
      ).json()) as {
        titulos: Array<{ codExemplar: string; dataDevolucaoPrevista: string; qtdeRenovacoes: string }>;
      };
      const byCopy = new Map(loans.titulos.map((loan) => [loan.codExemplar, loan]));
      for (const renewal of ledger.renewals.filter((one) => one.patron === index)) {
        const loan = byCopy.get(String(renewal.codExemplar));
        expect({
          copy: renewal.codExemplar,
          date: loan?.dataDevolucaoPrevista,
          count: loan?.qtdeRenovacoes,
        }).toEqual({
          copy: renewal.codExemplar,
          date: renewal.date,
          count: renewal.count,
        });
      }
      // A loan is renewed or not: the old due date with no renewal, or the new one with one.
      for (const { cod_exemplar: copy } of patron.loans) {
        const loan = byCopy.get(String(copy))!;
        expect(
          loan.qtdeRenovacoes === '0'
            ? loan.dataDevolucaoPrevista === brDate(addDays(plan.today, 1))
            : loan.qtdeRenovacoes === '1' && loan.dataDevolucaoPrevista !== brDate(addDays(plan.today, 1)),
          `loan of copy ${copy}: ${JSON.stringify(loan)}`,
        ).toBe(true);
      }

      const history = (await (await fetch(`${second.url}/api/reserva/historico`, { headers })).json()) as {
        reservas: Array<{ codigo: number; situacao: string; posicao: number | null }>;
      };
      const holds = new Map(history.reservas.map((hold) => [hold.codigo, hold]));
      for (const hold of ledger.holds.filter((one) => one.patron === index)) {
        const found = holds.get(hold.codigo);
        expect(found, `hold ${hold.codigo}`).toBeDefined();
        if (hold.cancel === 'acknowledged') expect(found!.situacao).toBe('cancelada');
        else if (hold.cancel === 'none') expect(found!.situacao).toBe('fila');
        else expect(['fila', 'cancelada']).toContain(found!.situacao);
        // A hold in the queue has its place in it.
        if (found!.situacao === 'fila') expect(found!.posicao).toBeGreaterThanOrEqual(1);
      }
    }
    await second.stop();

    // Nothing half-written, in the database itself.
    const db = await crash.target.open();
    try {
      const [counts] = await db.query<Record<string, number>>(
        `select
           -- a renewal count without its renewal rows, or rows without the count
           (select count(*)::int from emprestimo e
             where e.qtde_renovacoes <> (select count(*) from renovacao r where r.cod_emprestimo = e.cod_emprestimo))
             as count_without_rows,
           -- a renewal without the loan's new due date
           (select count(*)::int from emprestimo e
             where e.data_devolucao is null and exists (select 1 from renovacao r where r.cod_emprestimo = e.cod_emprestimo)
               and e.data_devolucao_prevista <> (select max(data_nova) from renovacao r where r.cod_emprestimo = e.cod_emprestimo))
             as due_date_not_moved,
           -- a copy lent without its loan, or a loan on a copy shown as on the shelf
           (select count(*)::int from exemplar x
             where (x.situacao = 'emprestado') <> exists (select 1 from emprestimo e
                                                          where e.cod_exemplar = x.cod_exemplar and e.data_devolucao is null))
             as copy_and_loan_disagree,
           -- a copy set aside without the one released hold it waits for
           (select count(*)::int from exemplar x
             where (x.situacao = 'reservado') <> ((select count(*) from reserva r
                                                   where r.cod_exemplar = x.cod_exemplar and r.situacao = 'liberada') = 1))
             as set_aside_and_hold_disagree,
           -- a queued hold that is closed, or a closed one still open
           (select count(*)::int from reserva
             where (situacao = 'fila' and (data_encerramento is not null or cod_exemplar is not null))
                or (situacao = 'cancelada' and (data_encerramento is null or motivo_cancelamento is null))
                or (situacao = 'liberada' and (cod_exemplar is null or prazo_retirada is null)))
             as hold_half_closed,
           -- a patron twice in one queue
           (select count(*)::int from (select 1 from reserva where situacao in ('fila', 'liberada')
                                        group by cod_pessoa, cod_acervo, cod_biblioteca having count(*) > 1) twice)
             as held_twice`,
      );
      expect(counts).toEqual({
        count_without_rows: 0,
        due_date_not_moved: 0,
        copy_and_loan_disagree: 0,
        set_aside_and_hold_disagree: 0,
        hold_half_closed: 0,
        held_twice: 0,
      });
    } finally {
      await db.close();
    }
  }, 300_000);
});
