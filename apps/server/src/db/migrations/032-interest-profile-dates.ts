import type { Migration } from './migration.ts';

/**
 * Periodical and work-type interest items record when they were created, as term items do: a
 * title raises an interest alert only when it reaches the catalogue after the item was saved.
 */
export default {
  version: 32,
  name: 'interest-profile-dates',
  sql: /* sql */ `
    alter table perfil_interesse_periodico add column criado_em timestamptz not null default now();
    alter table perfil_interesse_tipo_obra add column criado_em timestamptz not null default now();
    create index acervo_criado_em on acervo (criado_em);
  `,
} satisfies Migration;
