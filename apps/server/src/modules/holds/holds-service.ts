import type { Hold, HoldBody } from '@acervo/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { ownRow } from '../access/patron-owned.ts';
import type { MessageId } from '../../i18n/server-messages.ts';
import { lockTitle, patronStanding } from '../patron-standing/patron-standing.ts';
import { copiesMatching, type LibraryCopy, optionLists, optionProblems } from '../copies/copy-options.ts';
import { estimateQueue } from './availability-estimate.ts';
import { expireUncollectedHolds, pickupDays, type Release, releaseCopy } from './hold-release.ts';
import { addDays, brDate, type LibraryTime } from '../../time/library-time.ts';

type TitleCopy = LibraryCopy & {
  cod_exemplar: number;
  localizacao: string | null;
  permite_emprestimo: boolean;
  permite_reserva: boolean;
};

async function titleCopies(db: Queryable, codAcervo: number): Promise<TitleCopy[]> {
  return db.query<TitleCopy>(
    `select e.cod_exemplar, e.cod_biblioteca, b.desc_biblioteca, e.volume, e.tomo, e.parte,
            e.material_adicional, e.localizacao, e.situacao, t.permite_emprestimo, t.permite_reserva
       from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo) join biblioteca b using (cod_biblioteca)
      where e.cod_acervo = $1 and e.situacao <> 'extraviado'
      order by b.desc_biblioteca, e.tombo`,
    [codAcervo],
  );
}

/** What a library offers for holding a title: option lists and whether a hold is possible there. */
export function libraryOptions(copies: readonly TitleCopy[]) {
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
  const copies = await db.query<{ free_in: number }>(
    `select case
              when e.situacao = 'emprestado' then
                greatest((select min(o.data_devolucao_prevista) from emprestimo o
                           where o.cod_exemplar = e.cod_exemplar and o.data_devolucao is null) - $3::date, 1)
              when e.situacao = 'reservado' then
                coalesce((select r.prazo_retirada - $3::date + c.prazo_emprestimo_dias
                            from reserva r join login l using (cod_login) join categoria_usuario c using (cod_categoria)
                           where r.cod_exemplar = e.cod_exemplar and r.situacao = 'liberada'), ${pickupDays})
              when e.situacao = 'em_transito' then 2
              when e.situacao = 'disponivel' then 0
              else 30
            end as free_in
       from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
      where e.cod_acervo = $1 and e.cod_biblioteca = $2 and t.permite_reserva and t.permite_emprestimo
        and e.situacao <> 'extraviado'`,
    [codAcervo, codBiblioteca, today],
  );
  const queue = await db.query<{ cod_reserva: number; days: number }>(
    `select r.cod_reserva, c.prazo_emprestimo_dias as days
       from reserva r join login l using (cod_login) join categoria_usuario c using (cod_categoria)
      where r.cod_acervo = $1 and r.cod_biblioteca = $2 and r.situacao = 'fila'
      order by r.data_reserva, r.cod_reserva`,
    [codAcervo, codBiblioteca],
  );
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
  const [row] = await tx.query<{ borrowed: boolean; held: boolean }>(
    `select exists (select 1 from emprestimo e join exemplar x using (cod_exemplar)
                     where e.cod_pessoa = $1 and x.cod_acervo = $2 and e.data_devolucao is null) as borrowed,
            exists (select 1 from reserva r where r.cod_pessoa = $1 and r.cod_acervo = $2
                       and r.cod_biblioteca = $3 and r.situacao in ('fila', 'liberada')) as held`,
    [codPessoa, body.cod_acervo, body.biblioteca],
  );
  if (row!.borrowed) throw new HttpError(409, 'ReservaTituloEmprestado', { code: 'TITULO_EMPRESTADO' });
  if (row!.held) throw new HttpError(409, 'ReservaJaExiste', { code: 'RESERVA_EXISTENTE' });
}

export type HoldsService = ReturnType<typeof createHoldsService>;

export function createHoldsService(db: Database, time: LibraryTime) {
  async function loadTitle(db: Queryable, codAcervo: number) {
    const [title] = await db.query<{ titulo: string }>(
      `select titulo || coalesce(': ' || subtitulo, '') as titulo from acervo where cod_acervo = $1`,
      [codAcervo],
    );
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
        db.query<{ cod_biblioteca: number; fila: number }>(
          `select cod_biblioteca, count(*)::int as fila from reserva
            where cod_acervo = $1 and situacao = 'fila' group by cod_biblioteca`,
          [codAcervo],
        ),
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
        const [row] = await tx.query<{ cod_reserva: number }>(
          // The queue is ordered by data_reserva: the time of the insert, taken after the title's
          // lock (not the transaction's start), so the order is the order holds committed in; on
          // the library's clock, which runs at the system clock's pace.
          `insert into reserva (cod_acervo, cod_pessoa, cod_login, cod_biblioteca, volume, tomo, parte,
                                material_adicional, data_reserva)
           values ($1, $2, $3, $4, $5, $6, $7, $8, clock_timestamp() + make_interval(secs => $9))
           returning cod_reserva`,
          [
            body.cod_acervo,
            standing.codPessoa,
            codLogin,
            body.biblioteca,
            body.volume,
            body.tomo,
            body.parte,
            body.material_adicional,
            (time.now().getTime() - Date.now()) / 1000,
          ],
        );
        return { codReserva: row!.cod_reserva, releases };
      });
    },

    /** The patron's holds; `active` keeps those in the queue or released, else a period's history. */
    async list(
      codPessoa: number,
      filter: { active: true } | { active: false; dataIni?: string; dataFim?: string },
    ): Promise<Hold[]> {
      const rows = await db.query<{
        cod_reserva: number;
        cod_acervo: number;
        titulo: string;
        cod_biblioteca: number;
        desc_biblioteca: string;
        volume: string | null;
        tomo: string | null;
        parte: string | null;
        material_adicional: string | null;
        data_reserva: Date;
        situacao: Hold['situacao'];
        posicao: number | null;
        prazo_retirada: string | null;
        tombo: string | null;
        data_encerramento: Date | null;
        motivo_cancelamento: string | null;
      }>(
        `select r.cod_reserva, r.cod_acervo, a.titulo || coalesce(': ' || a.subtitulo, '') as titulo,
                r.cod_biblioteca, b.desc_biblioteca, r.volume, r.tomo, r.parte, r.material_adicional,
                r.data_reserva, r.situacao, r.prazo_retirada, x.tombo, r.data_encerramento, r.motivo_cancelamento,
                case when r.situacao = 'fila' then
                  (select count(*)::int from reserva q
                    where q.cod_acervo = r.cod_acervo and q.cod_biblioteca = r.cod_biblioteca and q.situacao = 'fila'
                      and (q.data_reserva, q.cod_reserva) <= (r.data_reserva, r.cod_reserva)) end as posicao
           from reserva r
           join acervo a using (cod_acervo)
           join biblioteca b on b.cod_biblioteca = r.cod_biblioteca
           left join exemplar x on x.cod_exemplar = r.cod_exemplar
          where r.cod_pessoa = $1
            and (case when $2 then r.situacao in ('fila', 'liberada')
                      else ($3::date is null or r.data_reserva >= $3::date::timestamp at time zone $5)
                       and ($4::date is null or r.data_reserva < ($4::date + 1)::timestamp at time zone $5) end)
          order by r.data_reserva desc, r.cod_reserva desc`,
        [
          codPessoa,
          filter.active,
          filter.active ? null : (filter.dataIni ?? null),
          filter.active ? null : (filter.dataFim ?? null),
          time.zone,
        ],
      );
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
        const hold = await ownRow<{ cod_acervo: number }>(
          tx,
          'ReservaNaoEncontrada',
          `select cod_acervo from reserva where cod_reserva = $1 and cod_pessoa = $2`,
          [codReserva, codPessoa],
        );
        await lockTitle(tx, hold.cod_acervo);
        const [cancelled] = await tx.query<{ cod_exemplar: number | null; was: string }>(
          `update reserva r set situacao = 'cancelada', data_encerramento = $2,
                  motivo_cancelamento = 'Cancelada pelo usuário'
             from (select situacao as was from reserva where cod_reserva = $1) previous
            where r.cod_reserva = $1 and r.situacao in ('fila', 'liberada')
            returning r.cod_exemplar, previous.was`,
          [codReserva, time.now()],
        );
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
