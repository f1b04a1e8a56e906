import type { Fine } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { loanPeriodSql } from '../patron-standing/patron-standing-repository.ts';

type OpenLoan = {
  cod_emprestimo: number;
  cod_acervo: number;
  cod_exemplar: number;
  cod_biblioteca: number;
  descricao: string;
  tombo: string;
  desc_biblioteca: string;
  data_emprestimo: string;
  data_devolucao_prevista: string;
  qtde_renovacoes: number;
  dias_atraso: number;
  atrasado: boolean;
  reservado: boolean;
  nova_data: string;
  multa_diaria: number;
};

/** The patron's open loans, soonest due first, with what the renewal rules need (today: the library's). */
export async function listOpenLoans(
  db: Queryable,
  codPessoa: number,
  time: LibraryTime,
): Promise<OpenLoan[]> {
  return db.query<OpenLoan>(
    `select e.cod_emprestimo, x.cod_acervo, e.cod_exemplar, x.cod_biblioteca,
            a.titulo || coalesce(': ' || a.subtitulo, '') as descricao, x.tombo, b.desc_biblioteca,
            to_char(e.data_emprestimo at time zone $3, 'YYYY-MM-DD') as data_emprestimo, e.data_devolucao_prevista,
            e.qtde_renovacoes, greatest($2::date - e.data_devolucao_prevista, 0) as dias_atraso,
            e.data_devolucao_prevista < $2::date as atrasado,
            exists (select 1 from reserva r
                     where r.cod_acervo = x.cod_acervo and r.cod_biblioteca = x.cod_biblioteca
                       and r.situacao = 'fila' and r.cod_pessoa <> e.cod_pessoa) as reservado,
            $2::date + case when t.prazo_dias > 0 then least(c.prazo_emprestimo_dias, t.prazo_dias)
                                else c.prazo_emprestimo_dias end as nova_data,
            c.multa_diaria
       from emprestimo e
       join exemplar x using (cod_exemplar)
       join acervo a using (cod_acervo)
       join biblioteca b on b.cod_biblioteca = x.cod_biblioteca
       join tipo_emprestimo t using (cod_tipo_emprestimo)
       join login l on l.cod_login = e.cod_login
       join categoria_usuario c on c.cod_categoria = l.cod_categoria
      where e.cod_pessoa = $1 and e.data_devolucao is null
      order by e.data_devolucao_prevista, e.cod_emprestimo`,
    [codPessoa, time.today(), time.zone],
  );
}

type FineRow = {
  cod_multa: number;
  valor: number;
  desconto: number;
  valor_pago: number;
  data_geracao: string;
  data_pagamento: string | null;
  motivo: string;
  cod_biblioteca: number;
  desc_biblioteca: string;
  cod_emprestimo: number | null;
};

const fineColumns = `m.cod_multa, m.valor, m.desconto, m.valor_pago, m.data_geracao, m.data_pagamento, m.motivo,
                     m.cod_biblioteca, b.desc_biblioteca, m.cod_emprestimo`;

const toFine = (row: FineRow): Fine => ({
  codigo: row.cod_multa,
  valor: row.valor,
  desconto: row.desconto,
  valorPago: row.valor_pago,
  valorDevido: row.data_pagamento
    ? 0
    : Math.max(0, Math.round((row.valor - row.desconto - row.valor_pago) * 100) / 100),
  dataGeracao: row.data_geracao,
  dataPagamento: row.data_pagamento,
  motivo: row.motivo,
  biblioteca: { codigo: row.cod_biblioteca, descricao: row.desc_biblioteca },
  codEmprestimo: row.cod_emprestimo,
});

/** Fines of a patron, newest first; `unpaidOnly` keeps those still owed. */
export async function listFines(db: Queryable, codPessoa: number, unpaidOnly: boolean): Promise<Fine[]> {
  const rows = await db.query<FineRow>(
    `select ${fineColumns} from multa m join biblioteca b using (cod_biblioteca)
      where m.cod_pessoa = $1 ${unpaidOnly ? 'and m.data_pagamento is null and m.valor - m.desconto - m.valor_pago > 0' : ''}
      order by m.data_geracao desc, m.cod_multa desc`,
    [codPessoa],
  );
  return rows.map(toFine);
}

/** Returned loans (and open ones) borrowed within a period (the library's days), with their fines. */
export async function loanHistory(
  db: Queryable,
  codPessoa: number,
  filter: { dataIni?: string; dataFim?: string; onlyWithFines: boolean },
  time: LibraryTime,
) {
  const rows = await db.query<{
    cod_emprestimo: number;
    cod_acervo: number;
    descricao: string;
    tombo: string;
    cod_biblioteca: number;
    desc_biblioteca: string;
    data_emprestimo: string;
    data_devolucao_prevista: string;
    data_devolucao: string | null;
    qtde_renovacoes: number;
  }>(
    `select e.cod_emprestimo, x.cod_acervo, a.titulo || coalesce(': ' || a.subtitulo, '') as descricao, x.tombo,
            e.cod_biblioteca, b.desc_biblioteca, to_char(e.data_emprestimo at time zone $5, 'YYYY-MM-DD') as data_emprestimo,
            e.data_devolucao_prevista, to_char(e.data_devolucao at time zone $5, 'YYYY-MM-DD') as data_devolucao, e.qtde_renovacoes
       from emprestimo e
       join exemplar x using (cod_exemplar)
       join acervo a using (cod_acervo)
       join biblioteca b on b.cod_biblioteca = e.cod_biblioteca
      where e.cod_pessoa = $1
        and ($2::date is null or e.data_emprestimo >= $2::date::timestamp at time zone $5)
        and ($3::date is null or e.data_emprestimo < ($3::date + 1)::timestamp at time zone $5)
        and (not $4 or exists (select 1 from multa m where m.cod_emprestimo = e.cod_emprestimo))
      order by e.data_emprestimo desc, e.cod_emprestimo desc`,
    [codPessoa, filter.dataIni ?? null, filter.dataFim ?? null, filter.onlyWithFines, time.zone],
  );
  const fines = rows.length
    ? await db.query<FineRow>(
        `select ${fineColumns} from multa m join biblioteca b using (cod_biblioteca)
          where m.cod_emprestimo = any ($1) order by m.cod_multa`,
        [rows.map((row) => row.cod_emprestimo)],
      )
    : [];
  return rows.map((row) => ({
    codEmprestimo: row.cod_emprestimo,
    codAcervo: row.cod_acervo,
    descricao: row.descricao,
    tombo: row.tombo,
    biblioteca: { codigo: row.cod_biblioteca, descricao: row.desc_biblioteca },
    dataEmprestimo: row.data_emprestimo,
    dataDevolucaoPrevista: row.data_devolucao_prevista,
    dataDevolucao: row.data_devolucao,
    qtdeRenovacoes: row.qtde_renovacoes,
    multas: fines.filter((fine) => fine.cod_emprestimo === row.cod_emprestimo).map(toFine),
  }));
}

/** The title a copy belongs to, or undefined when there is no such copy. */
export async function copyTitle(db: Queryable, codExemplar: number) {
  const [title] = await db.query<{ cod_acervo: number }>(
    'select cod_acervo from exemplar where cod_exemplar = $1',
    [codExemplar],
  );
  return title;
}

type CheckoutCopy = {
  situacao: string;
  permite_emprestimo: boolean;
  cod_biblioteca: number;
  /** The loan days the login's category gets for the copy. */
  prazo: number;
  /** The patron the copy is set aside for, when a hold released it. */
  holder: number | null;
  cod_reserva: number | null;
};

/** A copy as lending it to the login sees it. */
export async function checkoutCopy(db: Queryable, codExemplar: number, codLogin: number) {
  const [copy] = await db.query<CheckoutCopy>(
    `select e.situacao, t.permite_emprestimo, e.cod_biblioteca, ${loanPeriodSql} as prazo,
            r.cod_pessoa as holder, r.cod_reserva
       from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
       cross join categoria_usuario c
       left join reserva r on r.cod_exemplar = e.cod_exemplar and r.situacao = 'liberada'
      where e.cod_exemplar = $1 and c.cod_categoria = (select cod_categoria from login where cod_login = $2)`,
    [codExemplar, codLogin],
  );
  return copy!;
}

/** Opens a loan of `days` days from `today`; answers its code and due date. */
export async function insertLoan(
  tx: Queryable,
  loan: { codExemplar: number; codPessoa: number; codLogin: number; codBiblioteca: number },
  at: Date,
  today: string,
  days: number,
) {
  const [row] = await tx.query<{ cod_emprestimo: number; data_devolucao_prevista: string }>(
    `insert into emprestimo (cod_exemplar, cod_pessoa, cod_login, cod_biblioteca, data_emprestimo,
                             data_devolucao_prevista)
     values ($1, $2, $3, $4, $5, $6::date + $7::int)
     returning cod_emprestimo, data_devolucao_prevista`,
    [loan.codExemplar, loan.codPessoa, loan.codLogin, loan.codBiblioteca, at, today, days],
  );
  return row!;
}

export async function markCopyLent(tx: Queryable, codExemplar: number) {
  await tx.query(`update exemplar set situacao = 'emprestado' where cod_exemplar = $1`, [codExemplar]);
}

/** Closes the patron's holds of the title still in a queue or released as served, at `at`. */
export async function serveOpenHolds(tx: Queryable, codPessoa: number, codAcervo: number, at: Date) {
  await tx.query(
    `update reserva set situacao = 'atendida', data_encerramento = $3
      where cod_pessoa = $1 and cod_acervo = $2 and situacao in ('fila', 'liberada')`,
    [codPessoa, codAcervo, at],
  );
}

/**
 * Closes the copy's open loan at `at`; answers it with the days it is late on `today` and its
 * category's daily fine, or undefined when the copy was not on loan.
 */
export async function closeOpenLoan(tx: Queryable, codExemplar: number, at: Date, today: string) {
  const [loan] = await tx.query<{
    cod_emprestimo: number;
    cod_pessoa: number;
    cod_biblioteca: number;
    dias_atraso: number;
    multa_diaria: number;
  }>(
    `update emprestimo e set data_devolucao = $2
       from login l join categoria_usuario c using (cod_categoria)
      where e.cod_exemplar = $1 and e.data_devolucao is null and l.cod_login = e.cod_login
      returning e.cod_emprestimo, e.cod_pessoa, e.cod_biblioteca,
                greatest($3::date - e.data_devolucao_prevista, 0) as dias_atraso, c.multa_diaria`,
    [codExemplar, at, today],
  );
  return loan;
}

/** Charges a fine for a loan, dated `today`. */
export async function insertFine(
  tx: Queryable,
  fine: { codPessoa: number; codEmprestimo: number; codBiblioteca: number; valor: number; motivo: string },
  today: string,
) {
  await tx.query(
    `insert into multa (cod_pessoa, cod_emprestimo, cod_biblioteca, valor, data_geracao, motivo)
     values ($1, $2, $3, $4, $6, $5)`,
    [fine.codPessoa, fine.codEmprestimo, fine.codBiblioteca, fine.valor, fine.motivo, today],
  );
}

/** An open loan as the renewal rules see it. */
export type RenewableLoan = {
  cod_emprestimo: number;
  cod_exemplar: number;
  cod_biblioteca: number;
  cod_acervo: number;
  descricao: string;
  data_devolucao_prevista: string;
  qtde_renovacoes: number;
  prazo: number;
  atrasado: boolean;
  reservado: boolean;
  nova_data: string;
};

/** The caller's person, from the login: renewals are per person (any of their logins' loans). */
const personOfLogin = '(select cod_pessoa from login where cod_login = $1)';

/**
 * Locks every copy of the titles the renewal touches, title after title in code order (each
 * title's copies by id, as `lockTitle` does), and answers those titles. One ascending order for
 * every multi-title lock keeps it deadlock-free against the one-title lockers (ADR 063).
 */
export async function lockTitlesOfLoans(tx: Queryable, codLogin: number, copies: readonly number[] | null) {
  const rows = await tx.query<{ cod_acervo: number }>(
    `select x.cod_acervo from exemplar x
      where x.cod_acervo in (select c.cod_acervo from emprestimo e join exemplar c using (cod_exemplar)
                              where e.cod_pessoa = ${personOfLogin} and e.data_devolucao is null
                                and ($2::int[] is null or e.cod_exemplar = any ($2::int[])))
      order by x.cod_acervo, x.cod_exemplar
      for update of x`,
    [codLogin, copies],
  );
  return [...new Set(rows.map((row) => row.cod_acervo))];
}

/** The open loans of those titles, locked for update, with what the renewal rules need; soonest due first. */
export async function lockedLoans(tx: Queryable, codLogin: number, titles: readonly number[], today: string) {
  return tx.query<RenewableLoan>(
    `select e.cod_emprestimo, e.cod_exemplar, x.cod_biblioteca, x.cod_acervo,
            a.titulo || coalesce(': ' || a.subtitulo, '') as descricao,
            e.data_devolucao_prevista, e.qtde_renovacoes, ${loanPeriodSql} as prazo,
            e.data_devolucao_prevista < $3::date as atrasado,
            exists (select 1 from reserva r
                     where r.cod_acervo = x.cod_acervo and r.cod_biblioteca = x.cod_biblioteca
                       and r.situacao = 'fila' and r.cod_pessoa <> e.cod_pessoa) as reservado,
            $3::date + ${loanPeriodSql} as nova_data
       from emprestimo e
       join exemplar x using (cod_exemplar)
       join acervo a using (cod_acervo)
       join tipo_emprestimo t using (cod_tipo_emprestimo)
       join login l on l.cod_login = e.cod_login
       join categoria_usuario c on c.cod_categoria = l.cod_categoria
      where e.cod_pessoa = ${personOfLogin} and e.data_devolucao is null and x.cod_acervo = any ($2::int[])
      order by e.data_devolucao_prevista, e.cod_emprestimo
      for update of e`,
    [codLogin, titles, today],
  );
}

/** Moves each loan's due date and records each renewal, at `at`, in one statement whatever their number. */
export async function renewDueDates(
  tx: Queryable,
  renewals: readonly { codEmprestimo: number; from: string; to: string }[],
  at: Date,
) {
  await tx.query(
    `with renewed as (
       select * from unnest($1::int[], $2::date[], $3::date[]) as r(cod_emprestimo, data_anterior, data_nova)),
     moved as (
       update emprestimo e set data_devolucao_prevista = r.data_nova, qtde_renovacoes = e.qtde_renovacoes + 1
         from renewed r where e.cod_emprestimo = r.cod_emprestimo returning e.cod_emprestimo)
     insert into renovacao (cod_emprestimo, renovado_em, data_anterior, data_nova)
     select r.cod_emprestimo, $4, r.data_anterior, r.data_nova from renewed r join moved using (cod_emprestimo)`,
    [
      renewals.map((renewal) => renewal.codEmprestimo),
      renewals.map((renewal) => renewal.from),
      renewals.map((renewal) => renewal.to),
      at,
    ],
  );
}

export type LoanTokenRow = { codigo: string; valido_ate: Date };

/** The patron's newest loan token still valid at `now`, if any. */
export async function currentLoanToken(db: Queryable, codPessoa: number, now: Date) {
  const [row] = await db.query<LoanTokenRow>(
    `select codigo, valido_ate from token_emprestimo
      where cod_pessoa = $1 and valido_ate > $2 order by criado_em desc limit 1`,
    [codPessoa, now],
  );
  return row ?? null;
}

/** The patron's loan tokens still valid stop being valid at `now`. */
export async function endLoanTokens(db: Queryable, codPessoa: number, now: Date) {
  await db.query(`update token_emprestimo set valido_ate = $2 where cod_pessoa = $1 and valido_ate > $2`, [
    codPessoa,
    now,
  ]);
}

/** Stores a loan token made at `now`, valid for `hours`. */
export async function insertLoanToken(
  db: Queryable,
  token: { codPessoa: number; codLogin: number; codigo: string; now: Date; hours: number },
) {
  const [row] = await db.query<LoanTokenRow>(
    `insert into token_emprestimo (cod_pessoa, cod_login, codigo, criado_em, valido_ate)
     values ($1, $2, $3, $4, $4::timestamptz + make_interval(hours => $5)) returning codigo, valido_ate`,
    [token.codPessoa, token.codLogin, token.codigo, token.now, token.hours],
  );
  return row!;
}
