import type { RenewalRefusalCode } from '@acervo/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { loanPeriodSql, lockTitle, type PatronStanding, patronStanding } from './patron-standing.ts';

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
  cod_acervo: number;
  descricao: string;
  data_devolucao_prevista: string;
  qtde_renovacoes: number;
  prazo: number;
  atrasado: boolean;
  reservado: boolean;
  nova_data: string;
};

/** The loan's row locked for update, with what the renewal rules need. */
async function lockedLoan(tx: Queryable, codPessoa: number, codExemplar: number, codBiblioteca: number) {
  const [loan] = await tx.query<LoanRow>(
    `select e.cod_emprestimo, x.cod_acervo, a.titulo || coalesce(': ' || a.subtitulo, '') as descricao,
            e.data_devolucao_prevista, e.qtde_renovacoes, ${loanPeriodSql} as prazo,
            e.data_devolucao_prevista < current_date as atrasado,
            exists (select 1 from reserva r
                     where r.cod_acervo = x.cod_acervo and r.cod_biblioteca = x.cod_biblioteca
                       and r.situacao = 'fila' and r.cod_pessoa <> e.cod_pessoa) as reservado,
            current_date + ${loanPeriodSql} as nova_data
       from emprestimo e
       join exemplar x using (cod_exemplar)
       join acervo a using (cod_acervo)
       join tipo_emprestimo t using (cod_tipo_emprestimo)
       join login l on l.cod_login = e.cod_login
       join categoria_usuario c on c.cod_categoria = l.cod_categoria
      where e.cod_pessoa = $1 and e.cod_exemplar = $2 and x.cod_biblioteca = $3 and e.data_devolucao is null
      for update of e`,
    [codPessoa, codExemplar, codBiblioteca],
  );
  return loan ?? null;
}

/** The first rule a loan breaks, in the order a librarian would explain them. */
export function renewalRefusal(
  patron: PatronStanding,
  loan: Pick<LoanRow, 'atrasado' | 'reservado' | 'qtde_renovacoes' | 'data_devolucao_prevista' | 'nova_data'>,
): { code: RenewalRefusalCode; values: Record<string, string | number> } | null {
  const brDate = (iso: string) => iso.split('-').reverse().join('/');
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
 * Renews each copy in its own transaction (one refusal never undoes another item's renewal). The
 * loan row is locked and the title's copies too, so a renewal and a hold placed at the same
 * moment see each other: either the hold comes first and the renewal is refused as reserved, or
 * the renewal comes first and the hold queues behind the new due date.
 */
export async function renewLoans(
  db: Database,
  codLogin: number,
  items: readonly { codExemplar: number; codBibliotecaExemplar: number }[] | 'all',
): Promise<RenewalOutcome[]> {
  const standing = await patronStanding(db, codLogin);
  if (!standing) return [];
  const targets =
    items === 'all'
      ? await db.query<{ codExemplar: number; codBibliotecaExemplar: number }>(
          `select e.cod_exemplar as "codExemplar", x.cod_biblioteca as "codBibliotecaExemplar"
             from emprestimo e join exemplar x using (cod_exemplar)
            where e.cod_pessoa = $1 and e.data_devolucao is null
            order by e.data_devolucao_prevista, e.cod_emprestimo`,
          [standing.codPessoa],
        )
      : items;

  const outcomes: RenewalOutcome[] = [];
  const seen = new Set<string>();
  for (const item of targets) {
    const key = `${item.codExemplar}/${item.codBibliotecaExemplar}`;
    if (seen.has(key)) continue;
    seen.add(key);
    outcomes.push(
      await db.transaction(async (tx): Promise<RenewalOutcome> => {
        const base = { ...item, descricao: null, dataDevolucaoPrevista: null, qtdeRenovacoes: null };
        const [title] = await tx.query<{ cod_acervo: number }>(
          `select x.cod_acervo from emprestimo e join exemplar x using (cod_exemplar)
            where e.cod_pessoa = $1 and e.cod_exemplar = $2 and e.data_devolucao is null`,
          [standing.codPessoa, item.codExemplar],
        );
        if (!title) return { ...base, refusal: 'NAO_ENCONTRADO', values: {} };
        await lockTitle(tx, title.cod_acervo);
        const loan = await lockedLoan(tx, standing.codPessoa, item.codExemplar, item.codBibliotecaExemplar);
        if (!loan) return { ...base, refusal: 'NAO_ENCONTRADO', values: {} };
        // Re-read the standing inside the transaction: a fine or suspension may have just arrived.
        const patron = (await patronStanding(tx, codLogin))!;
        const refusal = renewalRefusal(patron, loan);
        if (refusal) {
          return {
            ...base,
            descricao: loan.descricao,
            dataDevolucaoPrevista: null,
            qtdeRenovacoes: loan.qtde_renovacoes,
            refusal: refusal.code,
            values: refusal.values,
          };
        }
        await tx.query(
          `update emprestimo set data_devolucao_prevista = $2, qtde_renovacoes = qtde_renovacoes + 1
            where cod_emprestimo = $1`,
          [loan.cod_emprestimo, loan.nova_data],
        );
        await tx.query(
          `insert into renovacao (cod_emprestimo, data_anterior, data_nova) values ($1, $2, $3)`,
          [loan.cod_emprestimo, loan.data_devolucao_prevista, loan.nova_data],
        );
        return {
          ...base,
          descricao: loan.descricao,
          dataDevolucaoPrevista: loan.nova_data,
          qtdeRenovacoes: loan.qtde_renovacoes + 1,
          refusal: null,
          values: {},
        };
      }),
    );
  }
  return outcomes;
}
