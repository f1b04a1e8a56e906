import { storageRequestStatuses } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import { raiseAlert } from '../alerts/alerts-repository.ts';
import { storageRequestStatusNames } from './storage-requests-labels.ts';
import {
  lockStorageItem,
  type OpenStorageItem,
  setStorageItemStatus,
  storageItemsNotIn,
} from './storage-requests-repository.ts';

const closed: readonly string[] = ['finalizada', 'cancelada'];

type StorageItemChange =
  | { ok: true; from: string; to: string }
  | { ok: false; reason: 'NAO_ENCONTRADO' | 'SITUACAO_INVALIDA' | 'JA_ENCERRADO' | 'MESMA_SITUACAO' };

/**
 * The desk moves one copy of a storage request (brought to the desk, consulted and put back, not
 * fetched) and the patron gets an alert, in one transaction, with the refusals of staff status
 * changes (ADR 064). Closing an item frees the copy for the next request. No staff route exists
 * yet; this is the service one would call (ADR 066).
 */
export function changeStorageItemStatus(
  db: Database,
  codSolicitacao: number,
  codExemplar: number,
  status: string,
): Promise<StorageItemChange> {
  if (!storageRequestStatuses.some((candidate) => candidate === status))
    return Promise.resolve({ ok: false, reason: 'SITUACAO_INVALIDA' });
  const target = status as (typeof storageRequestStatuses)[number];
  return db.transaction(async (tx): Promise<StorageItemChange> => {
    const item = await lockStorageItem(tx, codSolicitacao, codExemplar);
    if (!item) return { ok: false, reason: 'NAO_ENCONTRADO' };
    if (closed.includes(item.situacao)) return { ok: false, reason: 'JA_ENCERRADO' };
    if (item.situacao === target) return { ok: false, reason: 'MESMA_SITUACAO' };
    await setStorageItemStatus(tx, codSolicitacao, codExemplar, target);
    const names = storageRequestStatusNames.pt;
    // Written in Portuguese, like the other alerts raised by staff actions (ADR 064).
    await raiseAlert(tx, {
      codPessoa: item.cod_pessoa,
      tipo: 'solicitacao',
      titulo: `Pedido ao armazém: ${names[target]}`,
      mensagem: `O exemplar ${item.tombo} de "${item.titulo}" passou de "${names[item.situacao]}" para "${names[target]}".`,
      codAcervo: item.cod_acervo,
    });
    return { ok: true, from: item.situacao, to: target };
  });
}

/** Copies still to fetch or at the desk, oldest request first: the storage desk's worklist. */
export function listOpenStorageItems(db: Database): Promise<OpenStorageItem[]> {
  return storageItemsNotIn(db, closed);
}
