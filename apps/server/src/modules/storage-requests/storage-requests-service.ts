import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import type { MessageId } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { libraryStorageMail, patronStorageMail } from './storage-request-mail.ts';
import {
  insertStorageRequest,
  lockStoredCopies,
  type OpenItem,
  openItems,
  patronContact,
  type StorageRequestRow,
  type StoredCopy,
} from './storage-requests-repository.ts';

/** Per basket position, why the copy there cannot be asked for; empty when every copy can. */
function refusals(
  basket: readonly number[],
  codBiblioteca: number,
  codPessoa: number,
  copies: readonly StoredCopy[],
  open: readonly OpenItem[],
): Record<string, MessageId> {
  const byCode = new Map(copies.map((copy) => [copy.cod_exemplar, copy]));
  const openBy = new Map(open.map((item) => [item.cod_exemplar, item.cod_pessoa]));
  const fields: Record<string, MessageId> = {};
  const seen = new Set<number>();
  basket.forEach((code, index) => {
    // A copy ticked twice is asked for once; only its first position can be wrong.
    if (seen.has(code)) return;
    seen.add(code);
    const copy = byCode.get(code);
    const field = `cesta.${index}.cod_exemplar`;
    if (!copy || copy.biblioteca_armazem !== codBiblioteca) fields[field] = 'ArmazemExemplarForaDoArmazem';
    else if (openBy.has(code))
      fields[field] = openBy.get(code) === codPessoa ? 'ArmazemJaSolicitado' : 'ArmazemSolicitadoPorOutro';
    else if (copy.situacao !== 'disponivel') fields[field] = 'ArmazemExemplarIndisponivel';
  });
  return fields;
}

const refused = (fields: Record<string, MessageId>) =>
  new HttpError(422, 'DadosInvalidos', { code: 'VALIDACAO', fields });

/**
 * Stores one request for every copy of the basket, or none (422 naming each refused position):
 * the patron fixes the basket and sends it again, losing nothing. The copies are locked first, in
 * the (title, copy) order every circulation action uses (ADR 060/063), so a checkout or another
 * request of the same copy waits and is then seen; the open-item unique index is the last defence.
 */
export async function requestFromStorage(
  db: Database,
  patron: { codPessoa: number; codLogin: number },
  codBiblioteca: number,
  basket: readonly number[],
): Promise<number> {
  if (basket.length === 0) throw refused({ cesta: 'ArmazemCestaVazia' });
  const codes = [...new Set(basket)];
  return db.transaction(async (tx) => {
    const copies = await lockStoredCopies(tx, codes);
    const check = async () =>
      refusals(basket, codBiblioteca, patron.codPessoa, copies, await openItems(tx, codes));
    let fields = await check();
    if (Object.keys(fields).length > 0) throw refused(fields);
    const inserted = await insertStorageRequest(tx, patron, codBiblioteca, codes);
    if (inserted.length < codes.length) {
      // Another request took a copy between the check and the insert: say which, store nothing.
      fields = await check();
      throw refused(Object.keys(fields).length > 0 ? fields : { cesta: 'ArmazemSolicitadoPorOutro' });
    }
    return inserted[0]!;
  });
}

/**
 * Mails a stored request to the library (when it has an address) and to the patron (when they
 * have one). After the commit: the request stands even when a message cannot be sent.
 */
export async function mailStorageRequest(
  db: Queryable,
  mailer: Mailer,
  zone: string,
  me: { codPessoa: number; codLogin: number },
  locale: ApiLocale,
  rows: readonly StorageRequestRow[],
  log: { warn: (obj: object, msg: string) => void },
) {
  const patron = await patronContact(db, me.codPessoa, me.codLogin);
  const libraryEmail = rows[0]!.email_biblioteca;
  const messages = [
    libraryEmail && patron ? libraryStorageMail(libraryEmail, patron, rows, zone) : null,
    patron?.email ? patronStorageMail(locale, patron.email.split(';'), patron.nome, rows, zone) : null,
  ];
  for (const message of messages) {
    if (!message) continue;
    try {
      await mailer.send(message);
    } catch (error) {
      log.warn({ err: error, solicitacao: rows[0]!.cod_solicitacao }, 'storage request mail failed');
    }
  }
}
