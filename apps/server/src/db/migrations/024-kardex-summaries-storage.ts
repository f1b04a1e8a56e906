import type { Migration } from './migration.ts';

/**
 * Periodicals' holdings (Kardex), tables of contents and closed storage (ADR 056):
 * - `kardex_colecao`: a periodical's collection at one library (the clients' `codPar`), with its
 *   frequency; `kardex_fasciculo`: its issues in arrival order (`seqPar`), received or not.
 * - `sumario_artigo`: the table of contents of an issue (`seqSec` numbers its entries).
 * - `armazem` and `exemplar_armazem`: closed storage rooms and the copies kept in them, which a
 *   patron asks to have brought to the desk (spec §7 `dados-armazem`).
 */
export default {
  version: 24,
  name: 'kardex-summaries-storage',
  sql: /* sql */ `
    create table kardex_colecao (
      cod_colecao integer generated always as identity primary key,
      cod_acervo integer not null references acervo on delete cascade,
      cod_biblioteca integer not null references biblioteca,
      periodicidade text not null check (periodicidade in (
        'semanal', 'quinzenal', 'mensal', 'bimestral', 'trimestral', 'quadrimestral', 'semestral', 'anual', 'irregular'
      )),
      -- corrente: issues still arriving; encerrada: subscription ended.
      situacao text not null default 'corrente' check (situacao in ('corrente', 'encerrada')),
      -- The holdings statement as shown to patrons, e.g. "v. 10 (2020)-".
      nota text,
      unique (cod_acervo, cod_biblioteca)
    );

    create table kardex_fasciculo (
      cod_colecao integer not null references kardex_colecao on delete cascade,
      seq integer not null,
      ano smallint not null,
      volume text,
      numero text,
      -- The issue's period as printed, e.g. "jan./mar.".
      periodo text,
      data_chegada date,
      situacao text not null check (situacao in ('recebido', 'atrasado', 'nao_recebido', 'encadernado')),
      exemplares smallint not null default 1 check (exemplares >= 0),
      primary key (cod_colecao, seq)
    );
    create index kardex_fasciculo_ano on kardex_fasciculo (cod_colecao, ano);

    create table sumario_artigo (
      cod_colecao integer not null,
      seq_fasciculo integer not null,
      seq smallint not null,
      titulo text not null,
      autores text,
      paginas text,
      primary key (cod_colecao, seq_fasciculo, seq),
      foreign key (cod_colecao, seq_fasciculo) references kardex_fasciculo on delete cascade
    );

    create table armazem (
      cod_armazem integer generated always as identity primary key,
      cod_biblioteca integer not null references biblioteca,
      descricao text not null,
      -- How long the desk takes to bring a stored copy, in hours.
      prazo_horas smallint not null check (prazo_horas > 0)
    );

    create table exemplar_armazem (
      cod_exemplar integer primary key references exemplar on delete cascade,
      cod_armazem integer not null references armazem on delete cascade,
      -- Shelf, box or drawer inside the storage room.
      posicao text not null
    );
    create index exemplar_armazem_armazem on exemplar_armazem (cod_armazem);
  `,
} satisfies Migration;
