import type { Migration } from './migration.ts';

/**
 * Closed-storage copy requests (spec §7 `POST /gravar-armazem`, ADR 066):
 * - `solicitacao_armazem`: one basket a patron sent to one library.
 * - `solicitacao_armazem_item`: each copy asked for, with its own status, because the desk brings
 *   and returns copies one by one. A copy has at most one open item (any patron): the partial
 *   unique index is what makes two requests of the same copy at once end as one.
 */
export default {
  version: 34,
  name: 'storage-requests',
  sql: /* sql */ `
    create table solicitacao_armazem (
      cod_solicitacao integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa,
      cod_login integer not null references login,
      cod_biblioteca integer not null references biblioteca,
      criado_em timestamptz not null default clock_timestamp()
    );
    create index solicitacao_armazem_pessoa on solicitacao_armazem (cod_pessoa, criado_em desc);

    create table solicitacao_armazem_item (
      cod_solicitacao integer not null references solicitacao_armazem on delete cascade,
      cod_exemplar integer not null references exemplar on delete cascade,
      -- aguardando: the desk has to fetch it; disponivel: waiting at the desk; finalizada: consulted
      -- and put back; cancelada: not fetched.
      situacao text not null default 'aguardando'
        check (situacao in ('aguardando', 'disponivel', 'finalizada', 'cancelada')),
      -- Expected at the desk: request time plus the storage room's hours, fixed when asked.
      previsao timestamptz not null,
      primary key (cod_solicitacao, cod_exemplar)
    );
    create unique index solicitacao_armazem_item_aberto on solicitacao_armazem_item (cod_exemplar)
      where situacao in ('aguardando', 'disponivel');
  `,
} satisfies Migration;
