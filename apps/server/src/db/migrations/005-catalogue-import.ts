import type { Migration } from './migration.ts';

/**
 * What the MARC importer needs beyond migration 002: a subject's main heading without its
 * subdivisions (folded), so "Brasil -- História -- 1822-1889" on a title links to the authority
 * "Brasil", and authorities imported later find the titles that use them.
 */
export default {
  version: 5,
  name: 'catalogue-import',
  sql: /* sql */ `
    alter table acervo_assunto add column cabecalho_normalizado text not null default '';
    create index acervo_assunto_cabecalho on acervo_assunto (cabecalho_normalizado);
  `,
} satisfies Migration;
