import type { StorageRequestStatus } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * Closed-storage requests' SQL: read back, whom their mail goes to, the statements of storing
 * one (`requestFromStorage` in the service runs them in one transaction with its checks), and the
 * desk's: its worklist and moving one copy of a request.
 */

export type StorageRequestRow = {
  cod_solicitacao: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  email_biblioteca: string | null;
  criado_em: Date;
  cod_exemplar: number;
  tombo: string;
  cod_acervo: number;
  titulo: string;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  armazem: string;
  posicao: string;
  situacao: StorageRequestStatus;
  previsao: Date;
};

/**
 * A patron's storage requests, newest first, one row per copy (`codigo` narrows to one request);
 * the period's days are the library's (`zone`).
 */
export function patronStorageRequests(
  db: Queryable,
  codPessoa: number,
  filter: { codigo?: number; dataIni?: string; dataFim?: string; zone: string },
) {
  return db.query<StorageRequestRow>(
    `select s.cod_solicitacao, s.cod_biblioteca, b.desc_biblioteca, b.email as email_biblioteca, s.criado_em,
            i.cod_exemplar, e.tombo, e.cod_acervo, a.titulo || coalesce(': ' || a.subtitulo, '') as titulo,
            e.volume, e.tomo, e.parte, coalesce(r.descricao, '') as armazem, coalesce(x.posicao, '') as posicao,
            i.situacao, i.previsao
       from solicitacao_armazem s
       join biblioteca b on b.cod_biblioteca = s.cod_biblioteca
       join solicitacao_armazem_item i on i.cod_solicitacao = s.cod_solicitacao
       join exemplar e on e.cod_exemplar = i.cod_exemplar
       join acervo a on a.cod_acervo = e.cod_acervo
       left join exemplar_armazem x on x.cod_exemplar = i.cod_exemplar
       left join armazem r on r.cod_armazem = x.cod_armazem
      where s.cod_pessoa = $1 and ($2::int is null or s.cod_solicitacao = $2)
        and ($3::date is null or s.criado_em >= $3::date::timestamp at time zone $5)
        and ($4::date is null or s.criado_em < ($4::date + 1)::timestamp at time zone $5)
      order by s.criado_em desc, s.cod_solicitacao desc, r.descricao, x.posicao, e.tombo`,
    [codPessoa, filter.codigo ?? null, filter.dataIni ?? null, filter.dataFim ?? null, filter.zone],
  );
}

/** The patron's name, login and e-mail (several separated by `;`), for the request's mail; null when the login is not theirs. */
export async function patronContact(db: Queryable, codPessoa: number, codLogin: number) {
  const [patron] = await db.query<{ nome: string; usuario: string; email: string | null }>(
    `select p.nome_pessoa as nome, p.email, l.usuario
       from pessoa p join login l on l.cod_pessoa = p.cod_pessoa where p.cod_pessoa = $1 and l.cod_login = $2`,
    [codPessoa, codLogin],
  );
  return patron ?? null;
}

/** A copy as a closed-storage request sees it. */
export type StoredCopy = {
  cod_exemplar: number;
  situacao: string;
  /** The library whose storage room keeps the copy; null when it is on open shelves. */
  biblioteca_armazem: number | null;
};
export type OpenItem = { cod_exemplar: number; cod_pessoa: number };

/** Open requests (any patron) for these copies: a copy is fetched for one patron at a time. */
export const openItems = (tx: Queryable, codes: readonly number[]) =>
  tx.query<OpenItem>(
    `select i.cod_exemplar, s.cod_pessoa from solicitacao_armazem_item i join solicitacao_armazem s using (cod_solicitacao)
      where i.cod_exemplar = any ($1::int[]) and i.situacao in ('aguardando', 'disponivel')`,
    [codes],
  );

/** The copies, locked in the (title, copy) order every circulation action uses (ADR 060/063). */
export async function lockStoredCopies(tx: Queryable, codes: readonly number[]): Promise<StoredCopy[]> {
  return tx.query<StoredCopy>(
    `select e.cod_exemplar, e.situacao, s.cod_biblioteca as biblioteca_armazem
       from exemplar e
       left join exemplar_armazem x on x.cod_exemplar = e.cod_exemplar
       left join armazem s on s.cod_armazem = x.cod_armazem
      where e.cod_exemplar = any ($1::int[])
      order by e.cod_acervo, e.cod_exemplar
        for update of e`,
    [codes],
  );
}

/**
 * Stores a request with one item per copy, each due after its storage room's fetching time; a copy
 * another open request already holds is left out (the open-item unique index). Answers the
 * request's code once per item stored.
 */
export async function insertStorageRequest(
  tx: Queryable,
  patron: { codPessoa: number; codLogin: number },
  codBiblioteca: number,
  codes: readonly number[],
): Promise<number[]> {
  const rows = await tx.query<{ cod_solicitacao: number }>(
    `with solicitacao as (
       insert into solicitacao_armazem (cod_pessoa, cod_login, cod_biblioteca) values ($1, $2, $3)
       returning cod_solicitacao, criado_em)
     insert into solicitacao_armazem_item (cod_solicitacao, cod_exemplar, previsao)
     select r.cod_solicitacao, x.cod_exemplar, r.criado_em + make_interval(hours => s.prazo_horas)
       from solicitacao r, exemplar_armazem x join armazem s on s.cod_armazem = x.cod_armazem
      where x.cod_exemplar = any ($4::int[])
     on conflict do nothing
     returning cod_solicitacao`,
    [patron.codPessoa, patron.codLogin, codBiblioteca, codes],
  );
  return rows.map((row) => row.cod_solicitacao);
}

/** An item of a storage request, locked for a status change; undefined when the request has no such copy. */
export async function lockStorageItem(tx: Queryable, codSolicitacao: number, codExemplar: number) {
  const [item] = await tx.query<{
    cod_pessoa: number;
    situacao: StorageRequestStatus;
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
  return item;
}

export async function setStorageItemStatus(
  tx: Queryable,
  codSolicitacao: number,
  codExemplar: number,
  status: StorageRequestStatus,
) {
  await tx.query(
    `update solicitacao_armazem_item set situacao = $3 where cod_solicitacao = $1 and cod_exemplar = $2`,
    [codSolicitacao, codExemplar, status],
  );
}

export type OpenStorageItem = {
  codigo: number;
  cod_exemplar: number;
  tombo: string;
  pessoa: string;
  titulo: string;
  situacao: string;
  data: string;
};

/** Copies in a status other than the `closed` ones, oldest request first. */
export function storageItemsNotIn(db: Queryable, closed: readonly string[]) {
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
