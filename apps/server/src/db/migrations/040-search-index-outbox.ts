import type { Migration } from './migration.ts';

/**
 * The search index's change feed (ADR 071): every committed change to a title's search row or
 * facet rows (migration 020) appends the title's id to `busca_alteracao` with a sequence number.
 * Each API process's in-memory index applies the feed in order, so several processes behind a
 * load balancer all follow the same history.
 *
 * Writers take one transaction-scoped advisory lock before numbering their changes, so numbers
 * are handed out in commit order: a follower that has seen number n has seen every commit that
 * got a smaller one (without it, a slow transaction could commit n - 1 after n was read).
 * Statement-level triggers with transition tables write one row per title per statement, which
 * keeps bulk imports cheap.
 */
export default {
  version: 40,
  name: 'search-index-outbox',
  sql: /* sql */ `
    create table busca_alteracao (
      seq bigint generated always as identity primary key,
      cod_acervo integer not null,
      criado_em timestamptz not null default now()
    );
    create index busca_alteracao_criado on busca_alteracao (criado_em);

    -- Which database a snapshot of the index was taken from (a restored or replaced database
    -- has another id, and its feed numbers mean nothing to an old snapshot).
    create table busca_indice_instancia (
      id uuid primary key default gen_random_uuid(),
      unica boolean not null default true unique check (unica)
    );
    insert into busca_indice_instancia default values;

    create function busca_alteracao_novos() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(7071);
      insert into busca_alteracao (cod_acervo) select distinct cod_acervo from novos;
      return null;
    end $$;

    create function busca_alteracao_antigos() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(7071);
      insert into busca_alteracao (cod_acervo) select distinct cod_acervo from antigos;
      return null;
    end $$;

    create function busca_alteracao_ambos() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(7071);
      insert into busca_alteracao (cod_acervo)
        select cod_acervo from novos union select cod_acervo from antigos;
      return null;
    end $$;

    -- The index reads the search rows (migration 020), so it follows them, not the catalogue
    -- tables: it then changes exactly when the SQL engine's answers change.
    create trigger busca_documento_insert after insert on acervo_busca
      referencing new table as novos for each statement execute function busca_alteracao_novos();
    create trigger busca_documento_update after update on acervo_busca
      referencing old table as antigos new table as novos for each statement execute function busca_alteracao_ambos();
    create trigger busca_documento_delete after delete on acervo_busca
      referencing old table as antigos for each statement execute function busca_alteracao_antigos();

    create trigger busca_faceta_insert after insert on acervo_faceta
      referencing new table as novos for each statement execute function busca_alteracao_novos();
    create trigger busca_faceta_update after update on acervo_faceta
      referencing old table as antigos new table as novos for each statement execute function busca_alteracao_ambos();
    create trigger busca_faceta_delete after delete on acervo_faceta
      referencing old table as antigos for each statement execute function busca_alteracao_antigos();
  `,
} satisfies Migration;
