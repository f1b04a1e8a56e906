import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { expireUncollectedHolds, type Release, releaseCopy } from '../holds/hold-release.ts';
import { patronStanding } from '../patron-standing/patron-standing.ts';
import { lockTitle } from '../patron-standing/patron-standing-repository.ts';
import { brDate, type LibraryTime } from '../../time/library-time.ts';
import {
  checkoutCopy,
  closeOpenLoan,
  copyTitle,
  insertFine,
  insertLoan,
  markCopyLent,
  serveOpenHolds,
} from './loans-repository.ts';

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
    const title = await copyTitle(tx, input.codExemplar);
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
    const copy = await checkoutCopy(tx, input.codExemplar, input.codLogin);
    if (!copy.permite_emprestimo)
      throw new HttpError(422, 'ExemplarNaoEmprestavel', { code: 'NAO_EMPRESTAVEL' });
    const setAsideForMe = copy.situacao === 'reservado' && copy.holder === patron.codPessoa;
    if (copy.situacao !== 'disponivel' && !setAsideForMe) {
      throw new HttpError(409, 'ExemplarIndisponivel', { code: 'EXEMPLAR_INDISPONIVEL' });
    }
    const loan = await insertLoan(
      tx,
      {
        codExemplar: input.codExemplar,
        codPessoa: patron.codPessoa,
        codLogin: input.codLogin,
        codBiblioteca: copy.cod_biblioteca,
      },
      now,
      today,
      copy.prazo,
    );
    await markCopyLent(tx, input.codExemplar);
    // Borrowing the title serves the patron's hold on it, wherever it was queued.
    await serveOpenHolds(tx, patron.codPessoa, title.cod_acervo, now);
    return {
      codEmprestimo: loan.cod_emprestimo,
      dataDevolucaoPrevista: loan.data_devolucao_prevista,
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
    const title = await copyTitle(tx, codExemplar);
    if (!title) throw new HttpError(404, 'ExemplarNaoEncontrado');
    await lockTitle(tx, title.cod_acervo);
    const loan = await closeOpenLoan(tx, codExemplar, now, today);
    if (!loan) throw new HttpError(409, 'ExemplarNaoEmprestado', { code: 'NAO_EMPRESTADO' });
    const fine = Math.round(loan.dias_atraso * loan.multa_diaria * 100) / 100;
    if (fine > 0) {
      await insertFine(
        tx,
        {
          codPessoa: loan.cod_pessoa,
          codEmprestimo: loan.cod_emprestimo,
          codBiblioteca: loan.cod_biblioteca,
          valor: fine,
          motivo: `Atraso na devolução (${loan.dias_atraso} ${loan.dias_atraso === 1 ? 'dia' : 'dias'})`,
        },
        today,
      );
    }
    const releases = await expireUncollectedHolds(tx, title.cod_acervo, time);
    const release = await releaseCopy(tx, codExemplar, time);
    if (release) releases.push(release);
    return { fine, releases };
  });
}
