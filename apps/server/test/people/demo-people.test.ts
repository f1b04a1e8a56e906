import { checkPasswordRules, type PasswordRules } from '@acervo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { demoPeople, pinRules, strongRules } from '../../src/demo/demo-people.ts';
import { seedDemo } from '../../src/demo/seed-demo.ts';
import { createPasswordHasher } from '../../src/modules/auth/password-hasher.ts';
import { testPasswordHash } from '../helpers/constants.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { deskTime } from '../helpers/library-time.ts';

describe('demo people and circulation', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('has a demo patron in every category of spec §1', async () => {
    const rows = await db.query<{ cod_categoria: number; total: number }>(
      `select c.cod_categoria, count(l.cod_login)::int as total
         from categoria_usuario c left join login l using (cod_categoria)
        group by c.cod_categoria order by c.cod_categoria`,
    );
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.total >= 1)).toBe(true);
  });

  it('gives registration-number logins a 4-6 digit PIN and the others a strong password', () => {
    for (const person of demoPeople) {
      for (const login of person.logins) {
        const pin = /^[0-9]{7}$/.test(login.usuario);
        const rules: PasswordRules = pin ? pinRules : strongRules;
        expect(checkPasswordRules(login.senha, rules, { name: person.nome }), login.usuario).toEqual([]);
        if (pin) expect(login.senha).toMatch(/^[0-9]{4,6}$/);
      }
    }
  });

  it('stores passwords hashed with scrypt, never in clear', async () => {
    const rows = await db.query<{ senha_hash: string }>('select senha_hash from login');
    expect(rows.every((row) => /^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]{43}$/.test(row.senha_hash))).toBe(true);
  });

  it('locks one account, gives one person two logins and two persons one tax number', async () => {
    const [locked] = await db.query<{ usuario: string }>('select usuario from login where bloqueado');
    expect(locked).toEqual({ usuario: '2024200' });
    const [twoLogins] = await db.query<{ nome_pessoa: string }>(
      `select p.nome_pessoa from pessoa p join login l using (cod_pessoa) group by p.cod_pessoa having count(*) = 2`,
    );
    expect(twoLogins).toEqual({ nome_pessoa: 'Helena Martins Costa' });
    const [shared] = await db.query<{ cpf: string; total: number }>(
      'select cpf, count(*)::int as total from pessoa where cpf is not null group by cpf having count(*) > 1',
    );
    expect(shared).toEqual({ cpf: '89123456728', total: 2 });
  });

  const loansOf = (usuario: string) =>
    db.query<{
      due_in: number;
      renewals: number;
      limit: number;
      renewal_rows: number;
      last_new: number | null;
      situacao: string;
    }>(
      `select e.data_devolucao_prevista - $2::date as due_in, e.qtde_renovacoes as renewals,
              c.limite_renovacoes as limit,
              (select count(*)::int from renovacao r where r.cod_emprestimo = e.cod_emprestimo) as renewal_rows,
              (select max(r.data_nova) - $2::date from renovacao r where r.cod_emprestimo = e.cod_emprestimo) as last_new,
              x.situacao
         from emprestimo e join login l using (cod_login) join categoria_usuario c using (cod_categoria)
         join exemplar x using (cod_exemplar)
        where l.usuario = $1 and e.data_devolucao is null
        order by e.data_devolucao_prevista`,
      [usuario, deskTime.today()],
    );

  it('has loans due today, overdue and at the renewal limit, dated from the seeding day', async () => {
    const ana = await loansOf('2024001');
    expect(ana.map((loan) => loan.due_in)).toEqual([-5, 0, 4]);
    expect(ana.every((loan) => loan.situacao === 'emprestado')).toBe(true);
    const atLimit = ana[2]!;
    expect(atLimit).toMatchObject({ renewals: 3, limit: 3, renewal_rows: 3, last_new: 4 });
    const daniel = await loansOf('daniel.alves');
    expect(daniel.some((loan) => loan.renewals === loan.limit && loan.limit === 5)).toBe(true);
    const [history] = await db.query<{ returned: number }>(
      'select count(*)::int as returned from emprestimo where data_devolucao is not null',
    );
    expect(history!.returned).toBeGreaterThanOrEqual(4);
  });

  it('has a hold queue of several patrons on one title, in the order they asked, while every copy is out', async () => {
    const queue = await db.query<{ usuario: string; cod_acervo: number }>(
      `select l.usuario, r.cod_acervo from reserva r join login l using (cod_login)
        where r.situacao = 'fila' order by r.cod_acervo, r.data_reserva, r.cod_reserva`,
    );
    expect(queue.map((hold) => hold.usuario)).toEqual([
      'bruno.lima',
      '2024001',
      'daniel.alves',
      'igor.batista',
    ]);
    expect(new Set(queue.map((hold) => hold.cod_acervo)).size).toBe(1);
    const [copies] = await db.query<{ available: number }>(
      `select count(*)::int as available from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
        where e.cod_acervo = $1 and t.permite_emprestimo and e.situacao = 'disponivel'`,
      [queue[0]!.cod_acervo],
    );
    expect(copies!.available).toBe(0);
    const [released] = await db.query<{ situacao: string; pickup_in: number }>(
      `select x.situacao, r.prazo_retirada - $1::date as pickup_in
         from reserva r join exemplar x using (cod_exemplar) where r.situacao = 'liberada'`,
      [deskTime.today()],
    );
    expect(released).toEqual({ situacao: 'reservado', pickup_in: 2 });
  });

  it('has fines with a discount and a partial payment, and a suspension in force', async () => {
    const fines = await db.query<{
      usuario: string;
      valor: number;
      desconto: number;
      valor_pago: number;
      paid: boolean;
    }>(
      `select (select usuario from login l where l.cod_pessoa = m.cod_pessoa order by cod_login limit 1) as usuario,
              valor, desconto, valor_pago, data_pagamento is not null as paid
         from multa m order by cod_multa`,
    );
    expect(fines).toContainEqual({
      usuario: 'carla.ribeiro',
      valor: 12,
      desconto: 3,
      valor_pago: 5,
      paid: false,
    });
    expect(fines).toContainEqual({
      usuario: 'carla.ribeiro',
      valor: 4,
      desconto: 0,
      valor_pago: 4,
      paid: true,
    });
    expect(fines).toContainEqual({ usuario: '2024105', valor: 10, desconto: 0, valor_pago: 0, paid: false });
    const [suspension] = await db.query<{ active: boolean }>(
      'select $1::date between data_inicio and data_fim as active from afastamento',
      [deskTime.today()],
    );
    expect(suspension).toEqual({ active: true });
  });

  it('never double-books a copy and is seeded once', async () => {
    const [counts] = await db.query<{ open: number; copies: number }>(
      `select count(*)::int as open, count(distinct cod_exemplar)::int as copies from emprestimo where data_devolucao is null`,
    );
    expect(counts!.open).toBe(counts!.copies);
    const before = await db.query('select count(*)::int as n from emprestimo');
    await seedDemo(db, { passwords: createPasswordHasher(testPasswordHash) });
    expect(await db.query('select count(*)::int as n from emprestimo')).toEqual(before);
  });
});
