import type { Migration } from './migration.ts';

/**
 * The catalogue: campuses and libraries, titles (with the full MARC record kept), their authors,
 * subjects and links, authority records, and copies. Searchable columns are filled by the MARC
 * importer; the search feature adds its own indexes on top.
 */
export default {
  version: 2,
  name: 'catalogue',
  sql: /* sql */ `
    create table campus (
      cod_campus integer generated always as identity primary key,
      nome_campus text not null,
      sigla text not null unique
    );

    create table biblioteca (
      cod_biblioteca integer generated always as identity primary key,
      cod_campus integer not null references campus,
      desc_biblioteca text not null,
      sigla text not null unique,
      email text,
      telefone text
    );
    create index biblioteca_campus on biblioteca (cod_campus);

    -- Work types (book, thesis, periodical, ...): descriptions by language {"pt","en","es"}.
    create table tipo_obra (
      cod_tipo_obra integer primary key,
      descricao jsonb not null
    );

    -- Languages by MARC code (008/35-37, 041), descriptions by language.
    create table idioma (
      codigo char(3) primary key,
      descricao jsonb not null
    );

    create table acervo (
      cod_acervo integer generated always as identity primary key,
      -- Identity of the imported record: source (003, else the file's name) + control number (001).
      fonte text not null,
      numero_controle text not null,
      -- System control numbers (035), normalised, used to recognise the same record from another file.
      identificadores text[] not null default '{}',
      tipo_registro char(1) not null,
      nivel_bibliografico char(1) not null,
      cod_tipo_obra integer not null references tipo_obra,
      titulo text not null,
      subtitulo text,
      -- The title without its non-filing characters (245 ind2), for sorting.
      titulo_ordenacao text not null,
      responsabilidade text,
      autor_principal text,
      edicao text,
      local_publicacao text,
      editora text,
      ano_publicacao smallint,
      data_publicacao text,
      descricao_fisica text,
      serie text,
      notas text,
      isbn text[] not null default '{}',
      issn text[] not null default '{}',
      idioma char(3) references idioma,
      idiomas char(3)[] not null default '{}',
      classificacao text,
      cdd text,
      cdu text,
      link_capa text,
      acesso_remoto boolean not null default false,
      possui_acessibilidade boolean not null default false,
      -- The whole record as MARC-in-JSON, so nothing the import did not map is lost.
      registro_marc jsonb not null,
      formato_origem text not null check (formato_origem in ('iso2709', 'marcxml', 'marcjson', 'curado')),
      criado_em timestamptz not null default now(),
      atualizado_em timestamptz not null default now(),
      unique (fonte, numero_controle)
    );
    create index acervo_identificadores on acervo using gin (identificadores);
    create index acervo_isbn on acervo using gin (isbn);
    create index acervo_issn on acervo using gin (issn);
    create index acervo_tipo_obra on acervo (cod_tipo_obra);
    create index acervo_ano on acervo (ano_publicacao);

    create table autoridade (
      cod_autoridade integer generated always as identity primary key,
      fonte text not null,
      numero_controle text not null,
      identificadores text[] not null default '{}',
      -- The heading's kind, from its 1XX tag (spec §3: people, institution, event, uniform title, ...).
      tipo text not null check (tipo in (
        'pessoa', 'instituicao', 'evento', 'titulo_uniforme', 'assunto', 'assunto_geografico',
        'genero_forma', 'termo_cronologico', 'subdivisao_geral', 'subdivisao_genero',
        'subdivisao_geografica', 'subdivisao_cronologica'
      )),
      tag char(3) not null,
      cabecalho text not null,
      -- The heading folded by the shared tokenizer: what titles' headings are matched on.
      cabecalho_normalizado text not null,
      registro_marc jsonb not null,
      formato_origem text not null check (formato_origem in ('iso2709', 'marcxml', 'marcjson', 'curado')),
      criado_em timestamptz not null default now(),
      atualizado_em timestamptz not null default now(),
      unique (fonte, numero_controle)
    );
    create index autoridade_cabecalho on autoridade (cabecalho_normalizado);
    create index autoridade_identificadores on autoridade using gin (identificadores);

    -- See (4XX) and see-also (5XX) references of an authority.
    create table autoridade_remissiva (
      cod_autoridade integer not null references autoridade on delete cascade,
      seq smallint not null,
      tipo text not null check (tipo in ('ver', 'ver_tambem')),
      termo text not null,
      termo_normalizado text not null,
      cod_autoridade_relacionada integer references autoridade on delete set null,
      primary key (cod_autoridade, seq)
    );
    create index autoridade_remissiva_termo on autoridade_remissiva (termo_normalizado);

    -- Names (1XX/7XX) of a title, in record order, linked to their authority when one matches.
    create table acervo_autor (
      cod_acervo integer not null references acervo on delete cascade,
      seq smallint not null,
      tag char(3) not null,
      nome text not null,
      nome_normalizado text not null,
      funcao text,
      cod_autoridade integer references autoridade on delete set null,
      primary key (cod_acervo, seq)
    );
    create index acervo_autor_autoridade on acervo_autor (cod_autoridade);
    create index acervo_autor_nome on acervo_autor (nome_normalizado);

    -- Subjects (6XX) of a title, subdivisions joined with ' -- '.
    create table acervo_assunto (
      cod_acervo integer not null references acervo on delete cascade,
      seq smallint not null,
      tag char(3) not null,
      descricao text not null,
      descricao_normalizada text not null,
      cod_autoridade integer references autoridade on delete set null,
      primary key (cod_acervo, seq)
    );
    create index acervo_assunto_autoridade on acervo_assunto (cod_autoridade);
    create index acervo_assunto_descricao on acervo_assunto (descricao_normalizada);

    -- Electronic locations (856): online access and related resources.
    create table acervo_link (
      cod_acervo integer not null references acervo on delete cascade,
      seq smallint not null,
      url text not null,
      descricao text,
      acesso_online boolean not null default true,
      primary key (cod_acervo, seq)
    );

    -- Loan types decide whether and for how long a copy goes out, and whether it can be held.
    create table tipo_emprestimo (
      cod_tipo_emprestimo integer primary key,
      descricao jsonb not null,
      permite_emprestimo boolean not null,
      permite_reserva boolean not null,
      prazo_dias smallint not null check (prazo_dias >= 0)
    );

    create table exemplar (
      cod_exemplar integer generated always as identity primary key,
      cod_acervo integer not null references acervo on delete cascade,
      cod_biblioteca integer not null references biblioteca,
      -- Accession number / barcode, unique across the institution.
      tombo text not null unique,
      volume text,
      tomo text,
      parte text,
      material_adicional text,
      localizacao text,
      chamada text,
      cod_tipo_emprestimo integer not null references tipo_emprestimo,
      situacao text not null default 'disponivel' check (situacao in (
        'disponivel', 'emprestado', 'reservado', 'em_transito', 'em_processamento', 'extraviado', 'em_reparo'
      )),
      data_aquisicao date,
      criado_em timestamptz not null default now()
    );
    create index exemplar_acervo on exemplar (cod_acervo);
    create index exemplar_biblioteca on exemplar (cod_biblioteca);
  `,
} satisfies Migration;
