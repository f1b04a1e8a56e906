import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { expireUncollectedHolds, type Release, releaseCopy } from '../holds/hold-release.ts';
import { loanPeriodSql, lockTitle, patronStanding } from '../patron-standing/patron-standing.ts';
import { brDate, type LibraryTime } from '../../time/library-time.ts';

/**
 * Desk operations: lending a copy and taking it back. No patron route lends by itself (the desk
 * and self-service machines do), but holds, renewals and releases must stay consistent with
 * them, so they live here with the same locking: the title's copies first, then the patron.
 */
export async function checkOut(
  db: Database,
  input: { codLogin: number; codExemplar: number },
  time: LibraryTime,
): Promise<{ codEmprestimo: number; dataDevolucaoPrevista: string; releases: Release[] }> {
  const [now, today] = [time.now(), time.today()];
  return db.transaction(async (tx) => {
    const [title] = await tx.query<{ cod_acervo: number }>(
      'select cod_acervo from exemplar where cod_exemplar = $1',
      [input.codExemplar],
    );
    if (!title) throw new HttpError(404, 'ExemplarNaoEncontrado');
    await lockTitle(tx, title.cod_acervo);
    const releases = await expireUncollectedHolds(tx, title.cod_acervo, time);
    const patron = await patronStanding(tx, input.codLogin, today, { lock: true });
    if (!patron) throw new HttpError(404, 'UsuarioNaoEncontrado');
    if (patron.locked) throw new HttpError(422, 'LoginBloqueado', { code: 'LOGIN_BLOQUEADO' });
    if (patron.suspendedUntil) {
      throw new HttpError(422, 'AfastamentoAtivo', {
        code: 'AFASTAMENTO',
        values: { data: brDate(patron.suspendedUntil) },
      });
    }
    if (patron.debt > 0) {
      throw new HttpError(422, 'DebitoPendente', {
        code: 'DEBITO',
        values: { valor: patron.debt.toFixed(2).replace('.', ',') },
      });
    }
    if (patron.openLoans >= patron.loanLimit) {
      throw new HttpError(422, 'LimiteEmprestimosAtingido', {
        code: 'LIMITE_EMPRESTIMOS',
        values: { limite: patron.loanLimit },
      });
    }
    const [copy] = await tx.query<{
      situacao: string;
      permite_emprestimo: boolean;
      cod_biblioteca: number;
      prazo: number;
      holder: number | null;
      cod_reserva: number | null;
    }>(
      `select e.situacao, t.permite_emprestimo, e.cod_biblioteca, ${loanPeriodSql} as prazo,
              r.cod_pessoa as holder, r.cod_reserva
         from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
         cross join categoria_usuario c
         left join reserva r on r.cod_exemplar = e.cod_exemplar and r.situacao = 'liberada'
        where e.cod_exemplar = $1 and c.cod_categoria = (select cod_categoria from login where cod_login = $2)`,
      [input.codExemplar, input.codLogin],
    );
    if (!copy!.permite_emprestimo)
      throw new HttpError(422, 'ExemplarNaoEmprestavel', { code: 'NAO_EMPRESTAVEL' });
    const setAsideForMe = copy!.situacao === 'reservado' && copy!.holder === patron.codPessoa;
    if (copy!.situacao !== 'disponivel' && !setAsideForMe) {
      throw new HttpError(409, 'ExemplarIndisponivel', { code: 'EXEMPLAR_INDISPONIVEL' });
    }
    const [loan] = await tx.query<{ cod_emprestimo: number; data_devolucao_prevista: string }>(
      `insert into emprestimo (cod_exemplar, cod_pessoa, cod_login, cod_biblioteca, data_emprestimo,
                               data_devolucao_prevista)
       values ($1, $2, $3, $4, $5, $6::date + $7::int)
       returning cod_emprestimo, data_devolucao_prevista`,
      [input.codExemplar, patron.codPessoa, input.codLogin, copy!.cod_biblioteca, now, today, copy!.prazo],
    );
    await tx.query(`update exemplar set situacao = 'emprestado' where cod_exemplar = $1`, [
      input.codExemplar,
    ]);
    // Borrowing the title serves the patron's hold on it, wherever it was queued.
    await tx.query(
      `update reserva set situacao = 'atendida', data_encerramento = $3
        where cod_pessoa = $1 and cod_acervo = $2 and situacao in ('fila', 'liberada')`,
      [patron.codPessoa, title.cod_acervo, now],
    );
    return {
      codEmprestimo: loan!.cod_emprestimo,
      dataDevolucaoPrevista: loan!.data_devolucao_prevista,
      releases,
    };
  });
}

/**
 * Takes a copy back: closes its loan, charges the late-return fine of the borrower's category,
 * and releases the copy to the first hold it can serve (ADR 060).
 */
export async function checkIn(
  db: Database,
  codExemplar: number,
  time: LibraryTime,
): Promise<{ fine: number; releases: Release[] }> {
  const [now, today] = [time.now(), time.today()];
  return db.transaction(async (tx) => {
    const [title] = await tx.query<{ cod_acervo: number }>(
      'select cod_acervo from exemplar where cod_exemplar = $1',
      [codExemplar],
    );
    if (!title) throw new HttpError(404, 'ExemplarNaoEncontrado');
    await lockTitle(tx, title.cod_acervo);
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
      [codExemplar, now, today],
    );
    if (!loan) throw new HttpError(409, 'ExemplarNaoEmprestado', { code: 'NAO_EMPRESTADO' });
    const fine = Math.round(loan.dias_atraso * loan.multa_diaria * 100) / 100;
    if (fine > 0) {
      await tx.query(
        `insert into multa (cod_pessoa, cod_emprestimo, cod_biblioteca, valor, data_geracao, motivo)
         values ($1, $2, $3, $4, $6, $5)`,
        [
          loan.cod_pessoa,
          loan.cod_emprestimo,
          loan.cod_biblioteca,
          fine,
          `Atraso na devolução (${loan.dias_atraso} ${loan.dias_atraso === 1 ? 'dia' : 'dias'})`,
          today,
        ],
      );
    }
    const releases = await expireUncollectedHolds(tx, title.cod_acervo, time);
    const release = await releaseCopy(tx, codExemplar, time);
    if (release) releases.push(release);
    return { fine, releases };
  });
}
