import { loanRequestStatuses, requestStatuses, suggestionStatuses } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import { raiseAlert } from '../alerts/alerts-repository.ts';
import { loanRequestStatusNames } from '../requests/loan-requests-labels.ts';
import { requestStatusNames } from '../requests/requests-labels.ts';
import { suggestionStatusNames } from '../suggestions/suggestions-labels.ts';

/**
 * What staff move through statuses (ADR 064): bibliographic requests, acquisition suggestions and
 * loan requests. Each names its table, its statuses (the contract's), the ones that close it, and
 * how the patron's alert names the item.
 */
const kinds = {
  requests: {
    table: 'solicitacao',
    statuses: requestStatuses,
    closed: ['atendida', 'cancelada'],
    names: requestStatusNames.pt as Record<string, string>,
    describe: `coalesce(t.dados->>'titulo_documento', t.dados->>'titulo', t.dados->>'assunto', t.dados->>'tema', t.tipo)`,
    noun: 'Solicitação',
  },
  suggestions: {
    table: 'sugestao_aquisicao',
    statuses: suggestionStatuses,
    closed: [
      'atendida',
      'cancelada',
      'duplicada',
      'esgotada',
      'finalizada_incompleta',
      'ja_existe',
      'nao_atendida',
      'nao_encontrada',
    ],
    names: suggestionStatusNames.pt as Record<string, string>,
    describe: 't.titulo',
    noun: 'Sugestão de aquisição',
  },
  'loan-requests': {
    table: 'solicitacao_emprestimo',
    statuses: loanRequestStatuses,
    closed: ['finalizada', 'cancelada'],
    names: loanRequestStatusNames.pt as Record<string, string>,
    describe: '(select a.titulo from acervo a where a.cod_acervo = t.cod_acervo)',
    noun: 'Solicitação de empréstimo',
  },
} as const;

export type StatusKind = keyof typeof kinds;
const idColumn = (kind: StatusKind) => (kind === 'suggestions' ? 'cod_sugestao' : 'cod_solicitacao');
export const statusKinds = Object.keys(kinds) as StatusKind[];

/** The statuses one kind of item can take. */
export const statusesOf = (kind: StatusKind): readonly string[] => kinds[kind].statuses;

type Item = { codigo: number; pessoa: string; descricao: string; situacao: string; data: string };

/** Items of a kind still open (not in a closing status), oldest first: the staff's worklist. */
export function listOpenItems(db: Database, kind: StatusKind): Promise<Item[]> {
  const k = kinds[kind];
  return db.query<Item>(
    `select t.${idColumn(kind)} as codigo, p.nome_pessoa as pessoa, ${k.describe} as descricao, t.situacao,
            to_char(t.criado_em at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as data
       from ${k.table} t join pessoa p using (cod_pessoa)
      where not (t.situacao = any ($1::text[])) order by t.criado_em, 1`,
    [k.closed],
  );
}

type StatusChange =
  | { ok: true; from: string; to: string; descricao: string }
  | { ok: false; reason: 'NAO_ENCONTRADO' | 'SITUACAO_INVALIDA' | 'JA_ENCERRADO' | 'MESMA_SITUACAO' };

/**
 * Moves one item to `status` and tells its patron with an alert (tipo `solicitacao`), in the same
 * transaction. A closed item (answered, cancelled, …) stays closed; `resposta` (requests only)
 * is the staff's answer the patron reads with the request.
 */
export async function changeStatus(
  db: Database,
  kind: StatusKind,
  id: number,
  status: string,
  resposta?: string,
): Promise<StatusChange> {
  const k = kinds[kind];
  if (!k.statuses.some((candidate) => candidate === status))
    return { ok: false, reason: 'SITUACAO_INVALIDA' };
  const key = idColumn(kind);
  return db.transaction(async (tx): Promise<StatusChange> => {
    const [item] = await tx.query<{ cod_pessoa: number; situacao: string; descricao: string }>(
      `select t.cod_pessoa, t.situacao, ${k.describe} as descricao from ${k.table} t where t.${key} = $1 for update`,
      [id],
    );
    if (!item) return { ok: false, reason: 'NAO_ENCONTRADO' };
    if ((k.closed as readonly string[]).includes(item.situacao)) return { ok: false, reason: 'JA_ENCERRADO' };
    if (item.situacao === status) return { ok: false, reason: 'MESMA_SITUACAO' };
    await tx.query(
      `update ${k.table} set situacao = $2, atualizado_em = now()
              ${kind === 'requests' ? ', resposta = coalesce($3, resposta)' : ''}
        where ${key} = $1`,
      kind === 'requests' ? [id, status, resposta?.trim() || null] : [id, status],
    );
    await raiseAlert(tx, {
      codPessoa: item.cod_pessoa,
      tipo: 'solicitacao',
      titulo: `${k.noun}: ${k.names[status]}`,
      mensagem:
        `${k.noun} "${item.descricao}" passou de "${k.names[item.situacao]}" para "${k.names[status]}".` +
        (kind === 'requests' && resposta?.trim() ? ` Resposta da biblioteca: ${resposta.trim()}` : ''),
    });
    return { ok: true, from: item.situacao, to: status, descricao: item.descricao };
  });
}
