import type { Migration } from './migration.ts';

/**
 * The databases a patron may open from My area (spec §7 `GET /api/acervo/meu-pergamum/bases-dados`,
 * ADR 065): subscribed journal portals, e-book platforms, standards collections. A database
 * limited to some patron categories lists them; one without any is open to every category.
 */
export default {
  version: 33,
  name: 'databases',
  sql: /* sql */ `
    create table base_dados (
      cod_base integer generated always as identity primary key,
      nome text not null,
      -- {pt, en?, es?}: what the database holds, in the patron's language.
      descricao jsonb not null,
      url text not null,
      -- Key of instituicao.parametros.redirecionamentos.bases: opened logged in through
      -- PUT /api/pessoas/meu-pergamum/redirect-base instead of the plain address.
      chave_redirecionamento text,
      -- Reachable off campus (proxy or federated login), not only from the campus network.
      acesso_remoto boolean not null default true,
      ativa boolean not null default true,
      ordem smallint not null default 0
    );

    create table base_dados_categoria (
      cod_base integer not null references base_dados on delete cascade,
      cod_categoria integer not null references categoria_usuario on delete cascade,
      primary key (cod_base, cod_categoria)
    );
  `,
} satisfies Migration;
