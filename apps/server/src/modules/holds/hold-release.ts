import type { Queryable } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { brDate, type LibraryTime } from '../../time/library-time.ts';

/** Days a released copy waits on the shelf for the patron (ADR 060). */
export const pickupDays = 3;

export type Release = {
  codReserva: number;
  codPessoa: number;
  nome: string;
  email: string | null;
  titulo: string;
  biblioteca: string;
  prazoRetirada: string;
};

/**
 * Gives a copy that just came back (or whose hold expired) to the first hold in the queue it can
 * serve: same title and library, and the volume/tome/part/material asked for, if any. Returns
 * the release, or null when nobody waits (the copy is then available). Runs inside the caller's
 * transaction, with the title locked.
 */
export async function releaseCopy(
  tx: Queryable,
  codExemplar: number,
  time: LibraryTime,
): Promise<Release | null> {
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
  if (!hold) {
    await tx.query(`update exemplar set situacao = 'disponivel' where cod_exemplar = $1`, [codExemplar]);
    return null;
  }
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
    [hold.cod_reserva, codExemplar, pickupDays, time.now(), time.today()],
  );
  await tx.query(`update exemplar set situacao = 'reservado' where cod_exemplar = $1`, [codExemplar]);
  const release: Release = {
    codReserva: hold.cod_reserva,
    codPessoa: hold.cod_pessoa,
    nome: released!.nome_pessoa,
    email: released!.email,
    titulo: released!.titulo,
    biblioteca: released!.desc_biblioteca,
    prazoRetirada: released!.prazo_retirada,
  };
  await tx.query(
    `insert into alerta (cod_pessoa, tipo, titulo, mensagem, cod_acervo, criado_em)
     values ($1, 'reserva_liberada', $2, $3, $4, $5)`,
    [
      release.codPessoa,
      `Reserva disponível: ${release.titulo}`,
      `Sua reserva está disponível para retirada na ${release.biblioteca} até ${brDate(release.prazoRetirada)}.`,
      released!.cod_acervo,
      time.now(),
    ],
  );
  return release;
}

/**
 * Released holds nobody collected in time expire; their copies go to the next in the queue.
 * Runs with the title locked, before anything reads or changes the title's circulation.
 */
export async function expireUncollectedHolds(
  tx: Queryable,
  codAcervo: number,
  time: LibraryTime,
): Promise<Release[]> {
  const expired = await tx.query<{ cod_exemplar: number }>(
    `update reserva set situacao = 'expirada', data_encerramento = $2
      where cod_acervo = $1 and situacao = 'liberada' and prazo_retirada < $3::date
      returning cod_exemplar`,
    [codAcervo, time.now(), time.today()],
  );
  const releases: Release[] = [];
  for (const { cod_exemplar } of expired) {
    const release = await releaseCopy(tx, cod_exemplar, time);
    if (release) releases.push(release);
  }
  return releases;
}

/** Tells each patron whose hold was released, by e-mail (after the transaction committed). */
export async function mailReleases(
  mailer: Mailer,
  releases: readonly Release[],
  log: { warn: (obj: object, msg: string) => void },
) {
  for (const release of releases) {
    if (!release.email) continue;
    const until = brDate(release.prazoRetirada);
    const text =
      `Olá, ${release.nome}.\n\nSua reserva de "${release.titulo}" está disponível para retirada na ` +
      `${release.biblioteca} até ${until}. Depois dessa data, o exemplar passa para o próximo da fila.\n`;
    const html =
      `<p>Olá, ${escapeHtml(release.nome)}.</p><p>Sua reserva de <strong>${escapeHtml(release.titulo)}</strong> ` +
      `está disponível para retirada na ${escapeHtml(release.biblioteca)} até <strong>${until}</strong>. ` +
      `Depois dessa data, o exemplar passa para o próximo da fila.</p>`;
    try {
      await mailer.send({
        to: release.email.split(';'),
        subject: `Reserva disponível: ${release.titulo}`,
        text,
        html,
      });
    } catch (error) {
      // The hold is released either way; the alert in My area tells the patron too.
      log.warn({ err: error, reserva: release.codReserva }, 'hold release mail failed');
    }
  }
}
