import type { Queryable } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { brDate, type LibraryTime } from '../../time/library-time.ts';
import {
  alertHoldReleased,
  expireUncollected,
  firstHoldServedBy,
  markCopyAvailable,
  markCopyReserved,
  releaseHold,
} from './holds-repository.ts';

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
  const hold = await firstHoldServedBy(tx, codExemplar);
  if (!hold) {
    await markCopyAvailable(tx, codExemplar);
    return null;
  }
  const released = await releaseHold(tx, {
    codReserva: hold.cod_reserva,
    codExemplar,
    pickupDays,
    now: time.now(),
    today: time.today(),
  });
  await markCopyReserved(tx, codExemplar);
  const release: Release = {
    codReserva: hold.cod_reserva,
    codPessoa: hold.cod_pessoa,
    nome: released.nome_pessoa,
    email: released.email,
    titulo: released.titulo,
    biblioteca: released.desc_biblioteca,
    prazoRetirada: released.prazo_retirada,
  };
  await alertHoldReleased(tx, {
    codPessoa: release.codPessoa,
    titulo: `Reserva disponível: ${release.titulo}`,
    mensagem: `Sua reserva está disponível para retirada na ${release.biblioteca} até ${brDate(release.prazoRetirada)}.`,
    codAcervo: released.cod_acervo,
    at: time.now(),
  });
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
  const expired = await expireUncollected(tx, codAcervo, time.now(), time.today());
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
