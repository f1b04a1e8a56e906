import type { Migration } from './migration.ts';

/** Accesses to titles' online links (spec §7 Links): statistics and restricted-access records. */
export default {
  version: 22,
  name: 'link-access',
  sql: /* sql */ `
    create table acesso_link (
      cod_acesso bigint generated always as identity primary key,
      cod_acervo integer not null references acervo on delete cascade,
      seq_paragrafo smallint,
      url text not null,
      restrito boolean not null default false,
      cod_pessoa integer references pessoa on delete set null,
      navegador text,
      dispositivo text,
      sistema text,
      criado_em timestamptz not null default now()
    );
    create index acesso_link_acervo on acesso_link (cod_acervo, criado_em);
  `,
} satisfies Migration;
