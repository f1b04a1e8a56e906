import type { Migration } from './migration.ts';

/**
 * The demo's first-start steps that span several transactions, so a start killed in the middle of
 * one finishes it at the next start instead of taking its half for done.
 */
export default {
  version: 94,
  name: 'demo-seed-steps',
  sql: /* sql */ `
    create table demo_etapa (
      etapa text primary key,
      registrada_em timestamptz not null default now()
    );
  `,
} satisfies Migration;
