import type { Migration } from './migration.ts';

/**
 * Interest profiles (selective dissemination of information, DSI) and teaching plans (ADR 061).
 * A profile names terms (areas, authors, subjects), periodicals or work types; titles added to
 * the catalogue that match an item in force raise an alert. Teaching plans list a discipline's
 * bibliography per year and semester.
 */
export default {
  version: 31,
  name: 'interest-profiles-teaching-plans',
  sql: /* sql */ `
    create table perfil_interesse_termo (
      cod_perfil integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa on delete cascade,
      tipo_dsi text not null check (tipo_dsi in ('area', 'autor', 'assunto')),
      termo text not null,
      -- Folded by the shared tokenizer, as titles' headings are.
      termo_normalizado text not null,
      validade date not null,
      criado_em timestamptz not null default now()
    );
    create unique index perfil_interesse_termo_unico on perfil_interesse_termo (cod_pessoa, tipo_dsi, termo_normalizado);

    create table perfil_interesse_periodico (
      cod_perfil integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa on delete cascade,
      cod_acervo integer not null references acervo on delete cascade,
      validade date not null,
      fasciculo boolean not null default true,
      artigo boolean not null default false,
      sumario boolean not null default false,
      bibliotecas integer[] not null default '{}',
      check (fasciculo or artigo or sumario),
      unique (cod_pessoa, cod_acervo)
    );

    create table perfil_interesse_tipo_obra (
      cod_perfil integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa on delete cascade,
      cod_tipo_obra integer not null references tipo_obra,
      validade date not null,
      bibliotecas integer[] not null default '{}',
      idiomas char(3)[] not null default '{}',
      unique (cod_pessoa, cod_tipo_obra)
    );

    -- Titles already announced to a patron, so a title raises one alert per patron at most.
    create table perfil_interesse_notificado (
      cod_pessoa integer not null references pessoa on delete cascade,
      cod_acervo integer not null references acervo on delete cascade,
      notificado_em timestamptz not null default now(),
      primary key (cod_pessoa, cod_acervo)
    );

    create table plano_ensino (
      cod_plano integer generated always as identity primary key,
      cod_departamento integer not null references departamento,
      codigo_disciplina text not null,
      nome_disciplina text not null,
      professor text,
      ano smallint not null check (ano between 1900 and 2999),
      semestre smallint not null check (semestre in (1, 2)),
      periodo smallint check (periodo between 1 and 20),
      unique (codigo_disciplina, ano, semestre)
    );

    create table plano_ensino_bibliografia (
      cod_plano integer not null references plano_ensino on delete cascade,
      cod_acervo integer not null references acervo on delete cascade,
      tipo text not null check (tipo in ('basica', 'complementar')),
      primary key (cod_plano, cod_acervo)
    );
  `,
} satisfies Migration;
