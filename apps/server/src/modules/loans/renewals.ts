import type { RenewalRefusalCode } from '@acervo/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { loanPeriodSql, type PatronStanding, patronStanding } from '../patron-standing/patron-standing.ts';
import { brDate, type LibraryTime } from '../../time/library-time.ts';

export type RenewalOutcome = {
  codExemplar: number;
  codBibliotecaExemplar: number;
  descricao: string | null;
  /** The new due date (ISO) when renewed. */
  dataDevolucaoPrevista: string | null;
  qtdeRenovacoes: number | null;
  refusal: RenewalRefusalCode | null;
  /** Values the refusal message names (limit, date, amount). */
  values: Record<string, string | number>;
};

type LoanRow = {
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
async function lockTitlesOfLoans(tx: Queryable, codLogin: number, copies: readonly number[] | null) {
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
async function lockedLoans(tx: Queryable, codLogin: number, titles: readonly number[], today: string) {
  return tx.query<LoanRow>(
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

/** The first rule a loan breaks, in the order a librarian would explain them. */
export function renewalRefusal(
  patron: PatronStanding,
  loan: Pick<LoanRow, 'atrasado' | 'reservado' | 'qtde_renovacoes' | 'data_devolucao_prevista' | 'nova_data'>,
): { code: RenewalRefusalCode; values: Record<string, string | number> } | null {
  if (patron.locked) return { code: 'LOGIN_BLOQUEADO', values: {} };
  if (patron.suspendedUntil) return { code: 'AFASTAMENTO', values: { data: brDate(patron.suspendedUntil) } };
  if (patron.debt > 0) return { code: 'DEBITO', values: { valor: patron.debt.toFixed(2).replace('.', ',') } };
  if (loan.atrasado) return { code: 'ATRASADO', values: { data: brDate(loan.data_devolucao_prevista) } };
  if (loan.reservado) return { code: 'RESERVADO', values: {} };
  if (loan.qtde_renovacoes >= patron.renewalLimit) {
    return { code: 'LIMITE_RENOVACOES', values: { limite: patron.renewalLimit } };
  }
  if (loan.nova_data <= loan.data_devolucao_prevista) {
    return { code: 'PRAZO_NAO_AMPLIADO', values: { data: brDate(loan.data_devolucao_prevista) } };
  }
  return null;
}

/**
 * Renews one, several or all (`'all'`) of the patron's open loans in one transaction with a fixed
 * number of statements, whatever the number of loans (ADR 063): the titles' copies are locked,
 * then the loans, then the standing is read, and every loan gets its own answer. Refusals are
 * answers, not errors, so one refused loan never undoes another's renewal. A renewal and a hold
 * placed at the same moment see each other: either the hold comes first and the renewal is
 * refused as reserved, or the renewal comes first and the hold queues behind the new due date.
 */
export async function renewLoans(
  db: Database,
  codLogin: number,
  items: readonly { codExemplar: number; codBibliotecaExemplar: number }[] | 'all',
  time: LibraryTime,
): Promise<{ patron: PatronStanding | null; outcomes: RenewalOutcome[] }> {
  const requested =
    items === 'all'
      ? null
      : [
          ...new Map(
            items.map((item) => [`${item.codExemplar}/${item.codBibliotecaExemplar}`, item] as const),
          ).values(),
        ];
  return db.transaction(async (tx) => {
    const titles = await lockTitlesOfLoans(
      tx,
      codLogin,
      requested && requested.map((item) => item.codExemplar),
    );
    const today = time.today();
    const loans = titles.length > 0 ? await lockedLoans(tx, codLogin, titles, today) : [];
    // Read after the locks: a fine or suspension that just arrived counts.
    const patron = await patronStanding(tx, codLogin, today);
    if (!patron) return { patron, outcomes: [] };

    const byCopy = new Map(loans.map((loan) => [`${loan.cod_exemplar}/${loan.cod_biblioteca}`, loan]));
    const targets =
      requested ??
      loans.map((loan) => ({ codExemplar: loan.cod_exemplar, codBibliotecaExemplar: loan.cod_biblioteca }));
    const outcomes: RenewalOutcome[] = [];
    const renewed: LoanRow[] = [];
    for (const item of targets) {
      const base = { ...item, descricao: null, dataDevolucaoPrevista: null, qtdeRenovacoes: null };
      const loan = byCopy.get(`${item.codExemplar}/${item.codBibliotecaExemplar}`);
      const refusal = loan ? renewalRefusal(patron, loan) : null;
      if (!loan) outcomes.push({ ...base, refusal: 'NAO_ENCONTRADO', values: {} });
      else if (refusal) {
        outcomes.push({
          ...base,
          descricao: loan.descricao,
          qtdeRenovacoes: loan.qtde_renovacoes,
          refusal: refusal.code,
          values: refusal.values,
        });
      } else {
        renewed.push(loan);
        outcomes.push({
          ...base,
          descricao: loan.descricao,
          dataDevolucaoPrevista: loan.nova_data,
          qtdeRenovacoes: loan.qtde_renovacoes + 1,
          refusal: null,
          values: {},
        });
      }
    }

    if (renewed.length > 0) {
      // One statement moves every due date and records every renewal.
      await tx.query(
        `with renewed as (
           select * from unnest($1::int[], $2::date[], $3::date[]) as r(cod_emprestimo, data_anterior, data_nova)),
         moved as (
           update emprestimo e set data_devolucao_prevista = r.data_nova, qtde_renovacoes = e.qtde_renovacoes + 1
             from renewed r where e.cod_emprestimo = r.cod_emprestimo returning e.cod_emprestimo)
         insert into renovacao (cod_emprestimo, renovado_em, data_anterior, data_nova)
         select r.cod_emprestimo, $4, r.data_anterior, r.data_nova from renewed r join moved using (cod_emprestimo)`,
        [
          renewed.map((loan) => loan.cod_emprestimo),
          renewed.map((loan) => loan.data_devolucao_prevista),
          renewed.map((loan) => loan.nova_data),
          time.now(),
        ],
      );
    }
    return { patron, outcomes };
  });
}
