import { storageRequestStatuses } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import { raiseAlert } from '../alerts/alerts-repository.ts';
import { storageRequestStatusNames } from './storage-requests-labels.ts';

const closed: readonly string[] = ['finalizada', 'cancelada'];

export type StorageItemChange =
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
    const [item] = await tx.query<{
      cod_pessoa: number;
      situacao: (typeof storageRequestStatuses)[number];
      cod_acervo: number;
      titulo: string;
      tombo: string;
    }>(
      `select s.cod_pessoa, i.situacao, e.cod_acervo, a.titulo, e.tombo
         from solicitacao_armazem_item i
         join solicitacao_armazem s on s.cod_solicitacao = i.cod_solicitacao
         join exemplar e on e.cod_exemplar = i.cod_exemplar
         join acervo a on a.cod_acervo = e.cod_acervo
        where i.cod_solicitacao = $1 and i.cod_exemplar = $2
          for update of i`,
      [codSolicitacao, codExemplar],
    );
    if (!item) return { ok: false, reason: 'NAO_ENCONTRADO' };
    if (closed.includes(item.situacao)) return { ok: false, reason: 'JA_ENCERRADO' };
    if (item.situacao === target) return { ok: false, reason: 'MESMA_SITUACAO' };
    await tx.query(
      `update solicitacao_armazem_item set situacao = $3 where cod_solicitacao = $1 and cod_exemplar = $2`,
      [codSolicitacao, codExemplar, target],
    );
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

type OpenStorageItem = {
  codigo: number;
  cod_exemplar: number;
  tombo: string;
  pessoa: string;
  titulo: string;
  situacao: string;
  data: string;
};

/** Copies still to fetch or at the desk, oldest request first: the storage desk's worklist. */
export function listOpenStorageItems(db: Database): Promise<OpenStorageItem[]> {
  return db.query<OpenStorageItem>(
    `select s.cod_solicitacao as codigo, i.cod_exemplar, e.tombo, p.nome_pessoa as pessoa, a.titulo, i.situacao,
            to_char(s.criado_em at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as data
       from solicitacao_armazem_item i
       join solicitacao_armazem s on s.cod_solicitacao = i.cod_solicitacao
       join pessoa p on p.cod_pessoa = s.cod_pessoa
       join exemplar e on e.cod_exemplar = i.cod_exemplar
       join acervo a on a.cod_acervo = e.cod_acervo
      where not (i.situacao = any ($1::text[]))
      order by s.criado_em, s.cod_solicitacao, e.tombo`,
    [closed],
  );
}
