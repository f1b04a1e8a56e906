import type { Database, Queryable } from '../db/database.ts';
import type { LibraryTime } from '../time/library-time.ts';
import { onLibraryClock, wall } from './demo-time.ts';

/**
 * Loans, holds, fines and a suspension for the demo patrons (README "Demo logins"). Every date is
 * relative to the day the database is seeded (the library's day then, ADR 076): a loan "due today" is due on
 * that day and overdue on the next ones, as time passes in a real library. Copies are chosen by
 * query, deterministically: available, lendable and holdable copies, curated Portuguese works
 * first, libraries taking turns in accession-number (tombo) order, each title used once.
 */

type Copy = { cod_exemplar: number; cod_acervo: number; cod_biblioteca: number };

/** A loan to seed: offsets in days from the seeding day. */
type LoanPlan = {
  patron: string;
  /** Borrowed this many days ago. */
  borrowedAgo: number;
  /** Due this many days from the seeding day (negative: overdue). */
  dueIn: number;
  renewals?: number;
  /** Returned this many days ago (history); absent: still open. */
  returnedAgo?: number;
};

/** The demo patron each key names (see demo-people.ts), with the login the loan is made under. */
const patronLogins: Record<string, string> = {
  ana: '2024001',
  bruno: 'bruno.lima',
  carla: 'carla.ribeiro',
  daniel: 'daniel.alves',
  elena: '2024105',
  fabio: '2024200',
  gabriela: 'gabriela.moreira',
  'helena-aluna': '2019050',
  'helena-servidora': 'helena.costa',
  'jose-aluno': '2022300',
  igor: 'igor.batista',
};

/** Open and returned loans; renewal limits are the categories' (demo-organisation.ts). */
const loans: LoanPlan[] = [
  // Ana (undergraduate, 14 days, 3 renewals): one due today, one overdue, one at the renewal limit.
  { patron: 'ana', borrowedAgo: 14, dueIn: 0 },
  { patron: 'ana', borrowedAgo: 19, dueIn: -5 },
  { patron: 'ana', borrowedAgo: 52, dueIn: 4, renewals: 3 },
  { patron: 'ana', borrowedAgo: 90, dueIn: -76, returnedAgo: 77 },
  // Bruno (graduate, 21 days, 5 renewals): due tomorrow and in ten days.
  { patron: 'bruno', borrowedAgo: 20, dueIn: 1 },
  { patron: 'bruno', borrowedAgo: 11, dueIn: 10 },
  { patron: 'bruno', borrowedAgo: 60, dueIn: -39, returnedAgo: 40 },
  // Carla (employee): overdue by two days.
  { patron: 'carla', borrowedAgo: 16, dueIn: -2 },
  { patron: 'carla', borrowedAgo: 45, dueIn: -31, returnedAgo: 19 },
  // Daniel (professor, 30 days, 5 renewals): several loans, one at the renewal limit.
  { patron: 'daniel', borrowedAgo: 5, dueIn: 25 },
  { patron: 'daniel', borrowedAgo: 12, dueIn: 18 },
  { patron: 'daniel', borrowedAgo: 28, dueIn: 2 },
  { patron: 'daniel', borrowedAgo: 170, dueIn: 10, renewals: 5 },
  // Elena (exchange): returned ten days late, hence her suspension and fine.
  { patron: 'elena', borrowedAgo: 27, dueIn: -13, returnedAgo: 3 },
  // Fábio (community, locked login): overdue by twelve days.
  { patron: 'fabio', borrowedAgo: 19, dueIn: -12 },
  // Helena holds two logins; each has its own loan.
  { patron: 'helena-aluna', borrowedAgo: 3, dueIn: 11 },
  { patron: 'helena-servidora', borrowedAgo: 7, dueIn: 7 },
  // José's student login.
  { patron: 'jose-aluno', borrowedAgo: 9, dueIn: 5 },
  // Igor (graduate): one loan due in a week.
  { patron: 'igor', borrowedAgo: 14, dueIn: 7 },
];

/** Patrons queueing for the title whose only copy Gabriela has, in the order they asked. */
const holdQueue: { patron: string; askedAgo: number }[] = [
  { patron: 'bruno', askedAgo: 6 },
  { patron: 'ana', askedAgo: 4 },
  { patron: 'daniel', askedAgo: 2 },
  { patron: 'igor', askedAgo: 1 },
];

async function patronIds(db: Queryable) {
  const rows = await db.query<{ usuario: string; cod_login: number; cod_pessoa: number }>(
    'select usuario, cod_login, cod_pessoa from login where usuario = any ($1)',
    [Object.values(patronLogins)],
  );
  const byLogin = new Map(rows.map((row) => [row.usuario, row]));
  return (key: string) => {
    const row = byLogin.get(patronLogins[key]!);
    if (!row) throw new Error(`demo patron ${key} is missing`);
    return row;
  };
}

/**
 * Available copies that can be lent and held, curated works first; libraries take turns (each
 * library's first copy by tombo, then each one's second, ...), so the loans spread over campuses.
 */
async function lendableCopies(db: Queryable): Promise<Copy[]> {
  return db.query<Copy>(
    `select cod_exemplar, cod_acervo, cod_biblioteca from (
       select e.cod_exemplar, e.cod_acervo, e.cod_biblioteca, b.sigla, a.formato_origem = 'curado' as curated,
              row_number() over (partition by a.formato_origem = 'curado', b.sigla order by e.tombo) as turn
         from exemplar e
         join tipo_emprestimo t using (cod_tipo_emprestimo)
         join biblioteca b using (cod_biblioteca)
         join acervo a using (cod_acervo)
        where e.situacao = 'disponivel' and t.permite_emprestimo and t.permite_reserva
     ) copies
     order by curated desc, turn, sigla`,
  );
}

/** Titles with exactly one lendable copy, available now: a hold queue forms once it is lent. */
async function singleCopyTitles(db: Queryable): Promise<Copy[]> {
  return db.query<Copy>(
    `select e.cod_exemplar, e.cod_acervo, e.cod_biblioteca
       from exemplar e
       join tipo_emprestimo t using (cod_tipo_emprestimo)
       join biblioteca b using (cod_biblioteca)
       join acervo a using (cod_acervo)
      where e.situacao = 'disponivel' and t.permite_emprestimo and t.permite_reserva
        and (select count(*) from exemplar o join tipo_emprestimo ot using (cod_tipo_emprestimo)
              where o.cod_acervo = e.cod_acervo and ot.permite_emprestimo) = 1
      order by (a.formato_origem = 'curado') desc, b.sigla, e.tombo`,
  );
}

async function insertLoan(
  db: Queryable,
  patron: { cod_login: number; cod_pessoa: number },
  copy: Copy,
  plan: Pick<LoanPlan, 'borrowedAgo' | 'dueIn' | 'renewals' | 'returnedAgo'>,
): Promise<number> {
  const renewals = plan.renewals ?? 0;
  const [loan] = await db.query<{ cod_emprestimo: number }>(
    `insert into emprestimo (cod_exemplar, cod_pessoa, cod_login, cod_biblioteca, data_emprestimo,
                             data_devolucao_prevista, data_devolucao, qtde_renovacoes)
     values ($1, $2, $3, $4, ${wall('{today} - $5::int', '10:00')}, {today} + $6::int,
             case when $7::int is null then null else ${wall('{today} - $7::int', '16:30')} end, $8)
     returning cod_emprestimo`,
    [
      copy.cod_exemplar,
      patron.cod_pessoa,
      patron.cod_login,
      copy.cod_biblioteca,
      plan.borrowedAgo,
      plan.dueIn,
      plan.returnedAgo ?? null,
      renewals,
    ],
  );
  // Renewals push the due date back one loan period each; spread evenly up to today's due date.
  if (renewals > 0) {
    const period = Math.floor((plan.borrowedAgo + plan.dueIn) / (renewals + 1));
    for (let step = 0; step < renewals; step++) {
      const before = plan.dueIn - (renewals - step) * period;
      const after = step === renewals - 1 ? plan.dueIn : before + period;
      await db.query(
        `insert into renovacao (cod_emprestimo, renovado_em, data_anterior, data_nova)
         values ($1, ${wall('{today} + $2::int', '09:00')}, {today} + $2::int, {today} + $3::int)`,
        [loan!.cod_emprestimo, before, after],
      );
    }
  }
  if (plan.returnedAgo === undefined) {
    await db.query(`update exemplar set situacao = 'emprestado' where cod_exemplar = $1`, [
      copy.cod_exemplar,
    ]);
  }
  return loan!.cod_emprestimo;
}

/** Seeds the demo circulation once, after the demo people and catalogue; returns whether it did. */
export async function seedDemoCirculation(db: Database, time: LibraryTime): Promise<boolean> {
  const [existing] = await db.query('select 1 from emprestimo limit 1');
  if (existing) return false;
  const [people] = await db.query(`select 1 from login where usuario = $1`, [patronLogins.ana]);
  if (!people) return false;

  return db.transaction(async (raw) => {
    const tx = onLibraryClock(raw, time);
    const patron = await patronIds(tx);
    const single = await singleCopyTitles(tx);
    if (single.length < 2) return false;
    const [queued, released] = single as [Copy, Copy];
    const used = new Set([queued.cod_acervo, released.cod_acervo]);
    const pool = (await lendableCopies(tx)).filter((copy) => {
      if (used.has(copy.cod_acervo)) return false;
      used.add(copy.cod_acervo);
      return true;
    });
    if (pool.length < loans.length) return false;

    for (const [index, plan] of loans.entries()) {
      await insertLoan(tx, patron(plan.patron), pool[index]!, plan);
    }

    // A queue: Gabriela has the only copy; four patrons wait for it, in the order they asked.
    await insertLoan(tx, patron('gabriela'), queued, { borrowedAgo: 7, dueIn: 7 });
    for (const hold of holdQueue) {
      const who = patron(hold.patron);
      await tx.query(
        `insert into reserva (cod_acervo, cod_pessoa, cod_login, cod_biblioteca, data_reserva)
         values ($1, $2, $3, $4, ${wall('{today} - $5::int', '11:00')})`,
        [queued.cod_acervo, who.cod_pessoa, who.cod_login, queued.cod_biblioteca, hold.askedAgo],
      );
    }

    // A released hold: Bruno's copy waits on the shelf until the day after tomorrow.
    const bruno = patron('bruno');
    await tx.query(
      `insert into reserva (cod_acervo, cod_pessoa, cod_login, cod_biblioteca, data_reserva, situacao,
                            cod_exemplar, data_liberacao, prazo_retirada)
       values ($1, $2, $3, $4, ${wall('{today} - 8', '15:00')}, 'liberada', $5,
               ${wall('{today} - 1', '08:30')}, {today} + 2)`,
      [
        released.cod_acervo,
        bruno.cod_pessoa,
        bruno.cod_login,
        released.cod_biblioteca,
        released.cod_exemplar,
      ],
    );
    await tx.query(`update exemplar set situacao = 'reservado' where cod_exemplar = $1`, [
      released.cod_exemplar,
    ]);

    // Fines: Carla's with a discount and a partial payment, one she paid; Elena's for her late return.
    const carla = patron('carla');
    await tx.query(
      `insert into multa (cod_pessoa, cod_biblioteca, valor, desconto, valor_pago, data_geracao, data_pagamento, motivo)
       values ($1, $2, 12.00, 3.00, 5.00, {today} - 19, null, 'Atraso na devolução (12 dias)'),
              ($1, $2, 4.00, 0, 4.00, {today} - 120, {today} - 118, 'Atraso na devolução (4 dias)')`,
      [carla.cod_pessoa, pool[8]!.cod_biblioteca],
    );
    const elena = patron('elena');
    const elenaLoan = loans.findIndex((plan) => plan.patron === 'elena');
    const [late] = await tx.query<{ cod_emprestimo: number }>(
      'select cod_emprestimo from emprestimo where cod_pessoa = $1 order by cod_emprestimo limit 1',
      [elena.cod_pessoa],
    );
    await tx.query(
      `insert into multa (cod_pessoa, cod_emprestimo, cod_biblioteca, valor, data_geracao, motivo)
       values ($1, $2, $3, 10.00, {today} - 3, 'Atraso na devolução (10 dias)')`,
      [elena.cod_pessoa, late!.cod_emprestimo, pool[elenaLoan]!.cod_biblioteca],
    );
    // Her suspension: one day per day late, from the return.
    await tx.query(
      `insert into afastamento (cod_pessoa, cod_biblioteca, cod_emprestimo, data_inicio, data_fim, motivo)
       values ($1, $2, $3, {today} - 3, {today} + 6, 'Devolução com 10 dias de atraso')`,
      [elena.cod_pessoa, pool[elenaLoan]!.cod_biblioteca, late!.cod_emprestimo],
    );
    return true;
  });
}
