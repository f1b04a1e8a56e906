import type { Migration } from './migration.ts';

/**
 * The search documents of the catalogue (ADR 050). One row per title, rebuilt from the title by
 * `syncSearchDocuments` whenever the title changes: weighted text vectors built from the shared
 * tokenizer's terms (never PostgreSQL's parser), folded sort keys, and one row per facet value.
 * Both the SQL engine and the in-memory engine read exactly these rows, so they agree.
 */
export default {
  version: 20,
  name: 'search',
  sql: /* sql */ `
    create table acervo_busca (
      cod_acervo integer primary key references acervo on delete cascade,
      -- Title A, authors B, subjects C, the rest D (publisher, notes, series, call numbers, ISBN/ISSN).
      documento tsvector not null,
      serie tsvector not null,
      chamada tsvector not null,
      isbn tsvector not null,
      issn tsvector not null,
      -- Sort keys: the tokenizer's folded words joined by one space, compared byte by byte.
      titulo_chave text collate "C" not null,
      autor_chave text collate "C",
      ano smallint,
      cod_tipo_obra integer not null,
      -- Latest acquisition date among the title's copies: new acquisitions.
      ultima_aquisicao date,
      -- The title's atualizado_em when this row was built: a newer title means a stale row.
      versao timestamptz not null
    );
    create index acervo_busca_documento on acervo_busca using gin (documento);
    create index acervo_busca_serie on acervo_busca using gin (serie);
    create index acervo_busca_chamada on acervo_busca using gin (chamada);
    create index acervo_busca_isbn on acervo_busca using gin (isbn);
    create index acervo_busca_issn on acervo_busca using gin (issn);
    create index acervo_busca_titulo on acervo_busca (titulo_chave, cod_acervo);
    create index acervo_busca_aquisicao on acervo_busca (ultima_aquisicao);

    -- Facet values of a title by spec code (T, Y, I, X, R, K, Z, A, S, B, P, C, E).
    create table acervo_faceta (
      cod_acervo integer not null references acervo on delete cascade,
      tipo char(1) not null,
      codigo text collate "C" not null,
      -- Display text for values whose code is not a reference code (names, subjects, publishers).
      rotulo text,
      primary key (tipo, codigo, cod_acervo)
    );
    create index acervo_faceta_acervo on acervo_faceta (cod_acervo, tipo);

    -- The search log (spec §3): every search run, what it asked and how many titles it found.
    create table consulta_registro (
      id integer generated always as identity primary key,
      campos jsonb not null,
      registros integer not null,
      pesquisa text not null,
      url text not null,
      base text not null,
      criado_em timestamptz not null default now()
    );
  `,
} satisfies Migration;
