import type { Hold, HoldBody } from '@acervo/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { ownOr404 } from '../access/patron-owned.ts';
import type { MessageId } from '../../i18n/server-messages.ts';
import { patronStanding } from '../patron-standing/patron-standing.ts';
import { lockTitle } from '../patron-standing/patron-standing-repository.ts';
import { copiesMatching, optionLists, optionProblems } from '../copies/copy-options.ts';
import { estimateQueue } from './availability-estimate.ts';
import { expireUncollectedHolds, pickupDays, type Release, releaseCopy } from './hold-release.ts';
import {
  borrowedOrHeld,
  cancelOpenHold,
  holdableCopiesFreeIn,
  insertHold,
  patronHolds,
  patronHoldTitle,
  queueLengths,
  queueLoanDays,
  titleCopies,
  type TitleCopy,
  titleName,
} from './holds-repository.ts';
import { addDays, brDate, type LibraryTime } from '../../time/library-time.ts';

/** What a library offers for holding a title: option lists and whether a hold is possible there. */
function libraryOptions(copies: readonly TitleCopy[]) {
  const holdable = copies.filter((copy) => copy.permite_reserva && copy.permite_emprestimo);
  const available = holdable.filter((copy) => copy.situacao === 'disponivel');
  let motivo: MessageId | null = null;
  if (holdable.length === 0) motivo = 'ReservaSemExemplarReservavel';
  else if (available.length > 0) motivo = 'ReservaExemplarDisponivel';
  return {
    exemplares: copies.length,
    disponiveis: copies.filter((copy) => copy.situacao === 'disponivel' && copy.permite_emprestimo).length,
    motivo,
    ...optionLists(holdable),
  };
}

/**
 * Checks a hold request against the title's copies at the library; answers the copies it could
 * be served by. Throws the refusal a patron should read (spec §5: "Select all options";
 * impossible while a copy is available for loan).
 */
function matchingCopies(copies: readonly TitleCopy[], body: HoldBody): TitleCopy[] {
  const atLibrary = copies.filter((copy) => copy.cod_biblioteca === body.biblioteca);
  if (atLibrary.length === 0)
    throw new HttpError(404, 'ReservaBibliotecaSemExemplares', { code: 'SEM_EXEMPLARES' });
  const holdable = atLibrary.filter((copy) => copy.permite_reserva && copy.permite_emprestimo);
  if (holdable.length === 0) {
    throw new HttpError(422, 'ReservaSemExemplarReservavel', { code: 'SEM_EXEMPLAR_RESERVAVEL' });
  }
  const { missing, invalid } = optionProblems(holdable, body);
  if (Object.keys(missing).length > 0) {
    throw new HttpError(422, 'SelecioneTodasOpcoes', {
      code: 'VALIDACAO',
      fields: { ...missing, ...invalid },
    });
  }
  if (Object.keys(invalid).length > 0) {
    throw new HttpError(422, 'DadosInvalidos', { code: 'VALIDACAO', fields: invalid });
  }
  const matching = copiesMatching(holdable, body);
  if (matching.some((copy) => copy.situacao === 'disponivel')) {
    throw new HttpError(422, 'ReservaExemplarDisponivel', { code: 'EXEMPLAR_DISPONIVEL' });
  }
  return matching;
}

/** Estimated days until a copy reaches each of the first `upTo` places of a queue. */
async function queueEstimates(
  db: Queryable,
  codAcervo: number,
  codBiblioteca: number,
  extraLoanDays: number | null,
  today: string,
): Promise<{ cod_reserva: number; previsao: string | null }[] & { extra?: string | null }> {
  const copies = await holdableCopiesFreeIn(db, codAcervo, codBiblioteca, today, pickupDays);
  const queue = await queueLoanDays(db, codAcervo, codBiblioteca);
  const days = queue.map((row) => row.days);
  if (extraLoanDays !== null) days.push(extraLoanDays);
  const offsets = estimateQueue(
    copies.map((copy) => ({ freeIn: copy.free_in })),
    days,
  );
  const toDate = (offset: number | null) => (offset === null ? null : addDays(today, offset));
  const result = queue.map((row, index) => ({
    cod_reserva: row.cod_reserva,
    previsao: toDate(offsets[index]!),
  })) as {
    cod_reserva: number;
    previsao: string | null;
  }[] & { extra?: string | null };
  if (extraLoanDays !== null) result.extra = toDate(offsets[queue.length]!);
  return result;
}

/** Why a patron may not place a hold at all (suspension, lock, limit), or null. */
function standingRefusal(standing: NonNullable<Awaited<ReturnType<typeof patronStanding>>>) {
  if (standing.locked) return new HttpError(422, 'LoginBloqueado', { code: 'LOGIN_BLOQUEADO' });
  if (standing.suspendedUntil) {
    return new HttpError(422, 'AfastamentoAtivo', {
      code: 'AFASTAMENTO',
      values: { data: brDate(standing.suspendedUntil) },
    });
  }
  if (standing.activeHolds >= standing.holdLimit) {
    return new HttpError(422, 'ReservaLimiteAtingido', {
      code: 'LIMITE_RESERVAS',
      values: { limite: standing.holdLimit },
    });
  }
  return null;
}

async function assertNotHeldOrBorrowed(tx: Queryable, codPessoa: number, body: HoldBody) {
  const row = await borrowedOrHeld(tx, codPessoa, body.cod_acervo, body.biblioteca);
  if (row.borrowed) throw new HttpError(409, 'ReservaTituloEmprestado', { code: 'TITULO_EMPRESTADO' });
  if (row.held) throw new HttpError(409, 'ReservaJaExiste', { code: 'RESERVA_EXISTENTE' });
}

export function createHoldsService(db: Database, time: LibraryTime) {
  async function loadTitle(db: Queryable, codAcervo: number) {
    const title = await titleName(db, codAcervo);
    if (!title) throw new HttpError(404, 'TituloNaoEncontrado');
    return title;
  }

  return {
    /** What the hold dialog shows: each library's copies, options and whether it can hold. */
    async initialInformation(codLogin: number, codAcervo: number) {
      const title = await loadTitle(db, codAcervo);
      const [copies, standing, queues] = await Promise.all([
        titleCopies(db, codAcervo),
        patronStanding(db, codLogin, time.today()),
        queueLengths(db, codAcervo),
      ]);
      const libraries = new Map<number, TitleCopy[]>();
      for (const copy of copies)
        libraries.set(copy.cod_biblioteca, [...(libraries.get(copy.cod_biblioteca) ?? []), copy]);
      return {
        title,
        standing: standing!,
        libraries: [...libraries.entries()].map(([codigo, rows]) => ({
          codigo,
          descricao: rows[0]!.desc_biblioteca,
          fila: queues.find((queue) => queue.cod_biblioteca === codigo)?.fila ?? 0,
          ...libraryOptions(rows),
        })),
      };
    },

    /** `validar-fila`: the place and estimated date a hold would get, without placing it. */
    async checkQueue(codLogin: number, body: HoldBody) {
      await loadTitle(db, body.cod_acervo);
      const today = time.today();
      const standing = (await patronStanding(db, codLogin, today))!;
      matchingCopies(await titleCopies(db, body.cod_acervo), body);
      const refusal = standingRefusal(standing);
      if (refusal) throw refusal;
      await assertNotHeldOrBorrowed(db, standing.codPessoa, body);
      const estimates = await queueEstimates(db, body.cod_acervo, body.biblioteca, standing.loanDays, today);
      return { posicao: estimates.length + 1, previsao: estimates.extra ?? null };
    },

    /**
     * Places a hold. The title's copies are locked first, then the patron: two patrons holding the
     * last copy, or a checkout and a hold at the same moment, run one after the other, so the
     * second sees the first's result (ADR 060).
     */
    async place(codLogin: number, body: HoldBody): Promise<{ codReserva: number; releases: Release[] }> {
      return db.transaction(async (tx) => {
        await loadTitle(tx, body.cod_acervo);
        await lockTitle(tx, body.cod_acervo);
        const releases = await expireUncollectedHolds(tx, body.cod_acervo, time);
        const standing = (await patronStanding(tx, codLogin, time.today(), { lock: true }))!;
        matchingCopies(await titleCopies(tx, body.cod_acervo), body);
        const refusal = standingRefusal(standing);
        if (refusal) throw refusal;
        await assertNotHeldOrBorrowed(tx, standing.codPessoa, body);
        const codReserva = await insertHold(
          tx,
          { ...body, codPessoa: standing.codPessoa, codLogin },
          (time.now().getTime() - Date.now()) / 1000,
        );
        return { codReserva, releases };
      });
    },

    /** The patron's holds; `active` keeps those in the queue or released, else a period's history. */
    async list(
      codPessoa: number,
      filter: { active: true } | { active: false; dataIni?: string; dataFim?: string },
    ): Promise<Hold[]> {
      const rows = await patronHolds(db, codPessoa, filter, time.zone);
      const estimates = new Map<number, string | null>();
      const today = time.today();
      for (const row of rows.filter((hold) => hold.situacao === 'fila')) {
        for (const estimate of await queueEstimates(db, row.cod_acervo, row.cod_biblioteca, null, today)) {
          estimates.set(estimate.cod_reserva, estimate.previsao);
        }
      }
      return rows.map((row) => ({
        codigo: row.cod_reserva,
        codAcervo: row.cod_acervo,
        titulo: row.titulo,
        biblioteca: { codigo: row.cod_biblioteca, descricao: row.desc_biblioteca },
        volume: row.volume,
        tomo: row.tomo,
        parte: row.parte,
        material_adicional: row.material_adicional,
        dataReserva: row.data_reserva.toISOString(),
        situacao: row.situacao,
        posicao: row.posicao,
        previsao: estimates.get(row.cod_reserva) ?? null,
        prazoRetirada: row.prazo_retirada,
        tombo: row.tombo,
        dataEncerramento: row.data_encerramento?.toISOString() ?? null,
        motivoCancelamento: row.motivo_cancelamento,
      }));
    },

    /**
     * Cancels one of the patron's holds (another patron's is "not found"). A released copy goes
     * to the next in the queue.
     */
    async cancel(codPessoa: number, codReserva: number): Promise<Release[]> {
      return db.transaction(async (tx) => {
        const hold = ownOr404(await patronHoldTitle(tx, codPessoa, codReserva), 'ReservaNaoEncontrada');
        await lockTitle(tx, hold.cod_acervo);
        const cancelled = await cancelOpenHold(tx, codReserva, time.now());
        if (!cancelled) throw new HttpError(409, 'ReservaJaEncerrada', { code: 'RESERVA_ENCERRADA' });
        const releases: Release[] = [];
        if (cancelled.was === 'liberada' && cancelled.cod_exemplar !== null) {
          const release = await releaseCopy(tx, cancelled.cod_exemplar, time);
          if (release) releases.push(release);
        }
        return releases;
      });
    },
  };
}
