import type { Migration } from './migration.ts';

/**
 * An early build of migration 040 fed the change feed from the catalogue tables; the index reads
 * the search rows, so the feed must follow those (ADR 071). Databases migrated with that build get
 * the catalogue-table triggers removed and the search-row triggers created; on the others this
 * changes nothing (every statement is idempotent).
 */
export default {
  version: 41,
  name: 'search-index-feed-triggers',
  sql: /* sql */ `
    drop trigger if exists busca_acervo_insert on acervo;
    drop trigger if exists busca_acervo_update on acervo;
    drop trigger if exists busca_acervo_delete on acervo;
    drop trigger if exists busca_autor_insert on acervo_autor;
    drop trigger if exists busca_autor_update on acervo_autor;
    drop trigger if exists busca_autor_delete on acervo_autor;
    drop trigger if exists busca_assunto_insert on acervo_assunto;
    drop trigger if exists busca_assunto_update on acervo_assunto;
    drop trigger if exists busca_assunto_delete on acervo_assunto;
    drop trigger if exists busca_exemplar_insert on exemplar;
    drop trigger if exists busca_exemplar_update on exemplar;
    drop trigger if exists busca_exemplar_delete on exemplar;
    drop function if exists busca_alteracao_linha();

    create or replace trigger busca_documento_insert after insert on acervo_busca
      referencing new table as novos for each statement execute function busca_alteracao_novos();
    create or replace trigger busca_documento_update after update on acervo_busca
      referencing old table as antigos new table as novos for each statement execute function busca_alteracao_ambos();
    create or replace trigger busca_documento_delete after delete on acervo_busca
      referencing old table as antigos for each statement execute function busca_alteracao_antigos();
    create or replace trigger busca_faceta_insert after insert on acervo_faceta
      referencing new table as novos for each statement execute function busca_alteracao_novos();
    create or replace trigger busca_faceta_update after update on acervo_faceta
      referencing old table as antigos new table as novos for each statement execute function busca_alteracao_ambos();
    create or replace trigger busca_faceta_delete after delete on acervo_faceta
      referencing old table as antigos for each statement execute function busca_alteracao_antigos();
  `,
} satisfies Migration;
