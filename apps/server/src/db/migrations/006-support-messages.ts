import type { Migration } from './migration.ts';

/**
 * Messages patrons send from the footer's support dialog (ADR 005): kept for the staff even when no
 * support address is configured, with the address they were mailed to when one is.
 */
export default {
  version: 6,
  name: 'support-messages',
  sql: /* sql */ `
    create table mensagem_suporte (
      cod_mensagem integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa (cod_pessoa),
      cod_login integer not null,
      assunto text not null,
      mensagem text not null,
      enviada_para text,
      criado_em timestamptz not null default now()
    );
    create index mensagem_suporte_criado_em on mensagem_suporte (criado_em desc);
  `,
} satisfies Migration;
