import type { Hold, HoldBody } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { CopyOptions, LibraryCopy } from '../copies/copy-options.ts';

/**
 * Holds' SQL: the title and its copies as a hold sees them, the queues, the patron's holds, the
 * statements of placing and cancelling one, and those releasing a copy to the queue (the services
 * run them in their transactions, with their checks between them).
 */

/** The title's full name (with its subtitle), or undefined when there is no such title. */
export async function titleName(db: Queryable, codAcervo: number) {
  const [title] = await db.query<{ titulo: string }>(
    `select titulo || coalesce(': ' || subtitulo, '') as titulo from acervo where cod_acervo = $1`,
    [codAcervo],
  );
  return title;
}

export type TitleCopy = LibraryCopy & {
  cod_exemplar: number;
  localizacao: string | null;
  permite_emprestimo: boolean;
  permite_reserva: boolean;
};

/** The title's copies that are not lost, by library name and accession number. */
export function titleCopies(db: Queryable, codAcervo: number): Promise<TitleCopy[]> {
  return db.query<TitleCopy>(
    `select e.cod_exemplar, e.cod_biblioteca, b.desc_biblioteca, e.volume, e.tomo, e.parte,
            e.material_adicional, e.localizacao, e.situacao, t.permite_emprestimo, t.permite_reserva
       from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo) join biblioteca b using (cod_biblioteca)
      where e.cod_acervo = $1 and e.situacao <> 'extraviado'
      order by b.desc_biblioteca, e.tombo`,
    [codAcervo],
  );
}

/** How many holds wait in the title's queue at each library that has one. */
export function queueLengths(db: Queryable, codAcervo: number) {
  return db.query<{ cod_biblioteca: number; fila: number }>(
    `select cod_biblioteca, count(*)::int as fila from reserva
      where cod_acervo = $1 and situacao = 'fila' group by cod_biblioteca`,
    [codAcervo],
  );
}

/**
 * In how many days each holdable copy of the title at the library is expected to be free, seen
 * from `today`: a loan's due date, a released hold's pickup and loan (`pickupDays` when the hold
 * is not found), a transit's two days.
 */
export function holdableCopiesFreeIn(
  db: Queryable,
  codAcervo: number,
  codBiblioteca: number,
  today: string,
  pickupDays: number,
) {
  return db.query<{ free_in: number }>(
    `select case
              when e.situacao = 'emprestado' then
                greatest((select min(o.data_devolucao_prevista) from emprestimo o
                           where o.cod_exemplar = e.cod_exemplar and o.data_devolucao is null) - $3::date, 1)
              when e.situacao = 'reservado' then
                coalesce((select r.prazo_retirada - $3::date + c.prazo_emprestimo_dias
                            from reserva r join login l using (cod_login) join categoria_usuario c using (cod_categoria)
                           where r.cod_exemplar = e.cod_exemplar and r.situacao = 'liberada'), $4::int)
              when e.situacao = 'em_transito' then 2
              when e.situacao = 'disponivel' then 0
              else 30
            end as free_in
       from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
      where e.cod_acervo = $1 and e.cod_biblioteca = $2 and t.permite_reserva and t.permite_emprestimo
        and e.situacao <> 'extraviado'`,
    [codAcervo, codBiblioteca, today, pickupDays],
  );
}

/** The title's queue at the library in order, with the loan days each hold's patron would get. */
export function queueLoanDays(db: Queryable, codAcervo: number, codBiblioteca: number) {
  return db.query<{ cod_reserva: number; days: number }>(
    `select r.cod_reserva, c.prazo_emprestimo_dias as days
       from reserva r join login l using (cod_login) join categoria_usuario c using (cod_categoria)
      where r.cod_acervo = $1 and r.cod_biblioteca = $2 and r.situacao = 'fila'
      order by r.data_reserva, r.cod_reserva`,
    [codAcervo, codBiblioteca],
  );
}

/** Whether the patron has the title on loan, and whether they already hold it at the library. */
export async function borrowedOrHeld(
  db: Queryable,
  codPessoa: number,
  codAcervo: number,
  codBiblioteca: number,
) {
  const [row] = await db.query<{ borrowed: boolean; held: boolean }>(
    `select exists (select 1 from emprestimo e join exemplar x using (cod_exemplar)
                     where e.cod_pessoa = $1 and x.cod_acervo = $2 and e.data_devolucao is null) as borrowed,
            exists (select 1 from reserva r where r.cod_pessoa = $1 and r.cod_acervo = $2
                       and r.cod_biblioteca = $3 and r.situacao in ('fila', 'liberada')) as held`,
    [codPessoa, codAcervo, codBiblioteca],
  );
  return row!;
}

/**
 * Inserts a hold in the queue and answers its code. `clockOffsetSeconds` is how far the library's
 * clock is from the system's.
 */
export async function insertHold(
  tx: Queryable,
  hold: HoldBody & { codPessoa: number; codLogin: number },
  clockOffsetSeconds: number,
) {
  const [row] = await tx.query<{ cod_reserva: number }>(
    // The queue is ordered by data_reserva: the time of the insert, taken after the title's
    // lock (not the transaction's start), so the order is the order holds committed in; on
    // the library's clock, which runs at the system clock's pace.
    `insert into reserva (cod_acervo, cod_pessoa, cod_login, cod_biblioteca, volume, tomo, parte,
                          material_adicional, data_reserva)
     values ($1, $2, $3, $4, $5, $6, $7, $8, clock_timestamp() + make_interval(secs => $9))
     returning cod_reserva`,
    [
      hold.cod_acervo,
      hold.codPessoa,
      hold.codLogin,
      hold.biblioteca,
      hold.volume,
      hold.tomo,
      hold.parte,
      hold.material_adicional,
      clockOffsetSeconds,
    ],
  );
  return row!.cod_reserva;
}

type PatronHoldRow = CopyOptions & {
  cod_reserva: number;
  cod_acervo: number;
  titulo: string;
  cod_biblioteca: number;
  desc_biblioteca: string;
  data_reserva: Date;
  situacao: Hold['situacao'];
  /** The place in the queue, for a hold still in it. */
  posicao: number | null;
  prazo_retirada: string | null;
  tombo: string | null;
  data_encerramento: Date | null;
  motivo_cancelamento: string | null;
};

/**
 * The patron's holds, newest first: those in the queue or released when `active`, else those
 * placed in the period (dates in the library's `zone`; either end may be open).
 */
export function patronHolds(
  db: Queryable,
  codPessoa: number,
  filter: { active: true } | { active: false; dataIni?: string; dataFim?: string },
  zone: string,
) {
  return db.query<PatronHoldRow>(
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
      zone,
    ],
  );
}

/** The title of one of the patron's holds, or undefined when the hold is not theirs or does not exist. */
export async function patronHoldTitle(db: Queryable, codPessoa: number, codReserva: number) {
  const [hold] = await db.query<{ cod_acervo: number }>(
    `select cod_acervo from reserva where cod_reserva = $1 and cod_pessoa = $2`,
    [codReserva, codPessoa],
  );
  return hold;
}

/**
 * Cancels a hold still in the queue or released, at `at`; answers its copy and the state it was
 * in, or undefined when it had already ended.
 */
export async function cancelOpenHold(tx: Queryable, codReserva: number, at: Date) {
  const [cancelled] = await tx.query<{ cod_exemplar: number | null; was: string }>(
    `update reserva r set situacao = 'cancelada', data_encerramento = $2,
            motivo_cancelamento = 'Cancelada pelo usuário'
       from (select situacao as was from reserva where cod_reserva = $1) previous
      where r.cod_reserva = $1 and r.situacao in ('fila', 'liberada')
      returning r.cod_exemplar, previous.was`,
    [codReserva, at],
  );
  return cancelled;
}

/**
 * The first hold in the queue a copy can serve: same title and library, the volume/tome/part/
 * material asked for, if any, and a patron who has not borrowed the title meanwhile.
 */
export async function firstHoldServedBy(tx: Queryable, codExemplar: number) {
  const [hold] = await tx.query<{ cod_reserva: number; cod_pessoa: number }>(
    `select r.cod_reserva, r.cod_pessoa
       from exemplar e
       join tipo_emprestimo t using (cod_tipo_emprestimo)
       join reserva r on r.cod_acervo = e.cod_acervo and r.cod_biblioteca = e.cod_biblioteca
      where e.cod_exemplar = $1 and r.situacao = 'fila' and t.permite_reserva
        and (r.volume is null or r.volume = e.volume)
        and (r.tomo is null or r.tomo = e.tomo)
        and (r.parte is null or r.parte = e.parte)
        and (r.material_adicional is null or r.material_adicional = e.material_adicional)
        -- Someone who borrowed the title meanwhile is skipped, not served twice.
        and not exists (select 1 from emprestimo o join exemplar oe using (cod_exemplar)
                         where o.cod_pessoa = r.cod_pessoa and o.data_devolucao is null
                           and oe.cod_acervo = e.cod_acervo)
      order by r.data_reserva, r.cod_reserva
      limit 1`,
    [codExemplar],
  );
  return hold;
}

/** The copy is back on the shelf: nobody waits for it. */
export async function markCopyAvailable(tx: Queryable, codExemplar: number) {
  await tx.query(`update exemplar set situacao = 'disponivel' where cod_exemplar = $1`, [codExemplar]);
}

/** The copy is set aside for a released hold. */
export async function markCopyReserved(tx: Queryable, codExemplar: number) {
  await tx.query(`update exemplar set situacao = 'reservado' where cod_exemplar = $1`, [codExemplar]);
}

/**
 * Releases a hold with the copy, to be collected within `pickupDays` of `today`; answers who
 * waits, where, for which title and until when.
 */
export async function releaseHold(
  tx: Queryable,
  release: { codReserva: number; codExemplar: number; pickupDays: number; now: Date; today: string },
) {
  const [released] = await tx.query<{
    nome_pessoa: string;
    email: string | null;
    titulo: string;
    desc_biblioteca: string;
    prazo_retirada: string;
    cod_acervo: number;
  }>(
    `with updated as (
       update reserva set situacao = 'liberada', cod_exemplar = $2, data_liberacao = $4,
                          prazo_retirada = $5::date + $3::int
        where cod_reserva = $1
        returning cod_pessoa, cod_acervo, cod_biblioteca, prazo_retirada)
     select p.nome_pessoa, p.email, a.titulo, b.desc_biblioteca, u.prazo_retirada, u.cod_acervo
       from updated u join pessoa p using (cod_pessoa) join acervo a using (cod_acervo)
       join biblioteca b using (cod_biblioteca)`,
    [release.codReserva, release.codExemplar, release.pickupDays, release.now, release.today],
  );
  return released!;
}

/** The alert in My area telling the patron a hold was released. */
export async function alertHoldReleased(
  tx: Queryable,
  alert: { codPessoa: number; titulo: string; mensagem: string; codAcervo: number; at: Date },
) {
  await tx.query(
    `insert into alerta (cod_pessoa, tipo, titulo, mensagem, cod_acervo, criado_em)
     values ($1, 'reserva_liberada', $2, $3, $4, $5)`,
    [alert.codPessoa, alert.titulo, alert.mensagem, alert.codAcervo, alert.at],
  );
}

/**
 * Released holds not collected by `today` expire at `now`; answers the copies they had set aside.
 */
export function expireUncollected(tx: Queryable, codAcervo: number, now: Date, today: string) {
  return tx.query<{ cod_exemplar: number }>(
    `update reserva set situacao = 'expirada', data_encerramento = $2
      where cod_acervo = $1 and situacao = 'liberada' and prazo_retirada < $3::date
      returning cod_exemplar`,
    [codAcervo, now, today],
  );
}
