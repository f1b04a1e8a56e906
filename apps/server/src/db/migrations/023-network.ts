import type { Migration } from './migration.ts';

/** The network catalogue (spec §3 "Network-catalogue record"): partner institutions and their records. */
export default {
  version: 23,
  name: 'network',
  sql: /* sql */ `
    create table rede_instituicao (
      cod_empresa integer primary key,
      desc_empresa text not null,
      sigla text not null unique,
      -- Their OAI-PMH base URL, from which their records were harvested.
      url_oai text
    );

    create table rede_acervo (
      id integer generated always as identity primary key,
      cod_empresa integer not null references rede_instituicao on delete cascade,
      -- The record's number at the partner (their cod_acervo).
      acervo integer not null,
      cod_tipo_obra integer not null references tipo_obra,
      titulo text not null,
      autor text,
      local_publicacao text,
      editora text,
      ano_publicacao smallint,
      isbn text,
      assuntos text[] not null default '{}',
      titulo_normalizado text not null,
      unique (cod_empresa, acervo)
    );
    create index rede_acervo_titulo on rede_acervo (titulo_normalizado);
  `,
} satisfies Migration;
