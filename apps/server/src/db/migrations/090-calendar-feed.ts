import type { Migration } from './migration.ts';

/**
 * The patron's calendar feed (ADR 091): one private address per person, whose random token is the
 * only credential a calendar app has. The language the feed is written in is the one the patron
 * used when making it (calendar apps send no language).
 */
export default {
  version: 90,
  name: 'calendar-feed',
  sql: /* sql */ `
    create table calendario_assinatura (
      cod_pessoa integer primary key references pessoa on delete cascade,
      token text not null unique,
      idioma text not null default 'pt' check (idioma in ('pt', 'en', 'es')),
      criado_em timestamptz not null default now(),
      acessado_em timestamptz
    );
  `,
} satisfies Migration;
