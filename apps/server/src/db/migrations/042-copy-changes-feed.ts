import type { Migration } from './migration.ts';

/**
 * The change feed (migration 040) also carries changes to a title's copies, flagged
 * `so_exemplares`: a search hit shows how many copies there are and how many are on the shelf,
 * so the API processes that keep hits in memory (ADR 070) forget a title's hit when a loan or a
 * return changes them. The index itself skips those entries: copies change no search row (the
 * search rows' own triggers report the copy changes that do, such as a new library).
 */
export default {
  version: 42,
  name: 'copy-changes-feed',
  sql: /* sql */ `
    alter table busca_alteracao add column so_exemplares boolean not null default false;

    create function busca_alteracao_exemplares() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(7071);
      if tg_op = 'INSERT' then
        insert into busca_alteracao (cod_acervo, so_exemplares) select distinct cod_acervo, true from novos;
      elsif tg_op = 'DELETE' then
        insert into busca_alteracao (cod_acervo, so_exemplares) select distinct cod_acervo, true from antigos;
      else
        insert into busca_alteracao (cod_acervo, so_exemplares)
          select cod_acervo, true from novos union select cod_acervo, true from antigos;
      end if;
      return null;
    end $$;

    create trigger busca_exemplar_insert after insert on exemplar
      referencing new table as novos for each statement execute function busca_alteracao_exemplares();
    create trigger busca_exemplar_update after update on exemplar
      referencing old table as antigos new table as novos for each statement execute function busca_alteracao_exemplares();
    create trigger busca_exemplar_delete after delete on exemplar
      referencing old table as antigos for each statement execute function busca_alteracao_exemplares();
  `,
} satisfies Migration;
