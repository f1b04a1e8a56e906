import type { Migration } from './migration.ts';

/**
 * What the Parameters calls show that is more than a setting: search guides, FAQ, events and
 * opening hours (texts by language as {"pt","en","es"}).
 */
export default {
  version: 11,
  name: 'parameters-content',
  sql: /* sql */ `
    -- Search guides: curated starting points opened at /:guia (listed by /parametros/secao_1).
    create table guia_pesquisa (
      slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      ordem smallint not null default 0,
      titulo jsonb not null,
      descricao jsonb not null,
      pesquisa text not null,
      imagem text
    );

    create table faq (
      cod_faq integer generated always as identity primary key,
      ordem smallint not null default 0,
      pergunta jsonb not null,
      resposta jsonb not null
    );

    -- Institutional events and those synchronised from Eventum, the events service.
    create table evento (
      cod_evento integer generated always as identity primary key,
      fonte text not null check (fonte in ('institucional', 'eventum')),
      titulo jsonb not null,
      descricao jsonb,
      inicio timestamptz not null,
      fim timestamptz check (fim is null or fim >= inicio),
      local text,
      link text
    );
    create index evento_fonte_inicio on evento (fonte, inicio);

    -- Opening hours: one row per library, weekday (0 Sunday .. 6 Saturday) and opening period.
    create table horario_atendimento (
      cod_biblioteca integer not null references biblioteca on delete cascade,
      dia_semana smallint not null check (dia_semana between 0 and 6),
      abertura time not null,
      fechamento time not null check (fechamento > abertura),
      primary key (cod_biblioteca, dia_semana, abertura)
    );
  `,
} satisfies Migration;
