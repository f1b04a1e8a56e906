import type { Migration } from './migration.ts';

/**
 * What a patron does in My area beyond loans and holds themselves (ADR 060): loan tokens, alerts,
 * loan requests, bibliographic requests, acquisition suggestions, the permanent basket, clearance
 * ("nada consta") declarations and GRU payment slips. Loans, renewals, holds, fines and deviations
 * stay in migration 3's tables.
 */
export default {
  version: 30,
  name: 'patron-circulation',
  sql: /* sql */ `
    -- Loans go out faster at the desk with a short code; the patron generates it in My area.
    create table token_emprestimo (
      cod_token integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa on delete cascade,
      cod_login integer not null references login on delete cascade,
      codigo text not null check (codigo ~ '^[0-9]{6}$'),
      criado_em timestamptz not null default now(),
      valido_ate timestamptz not null
    );
    create index token_emprestimo_pessoa on token_emprestimo (cod_pessoa, criado_em desc);

    -- Alerts: a released hold, a new title matching an interest profile, a request answered, ...
    create table alerta (
      cod_alerta integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa on delete cascade,
      tipo text not null check (tipo in ('reserva_liberada', 'perfil_interesse', 'devolucao', 'solicitacao', 'aviso')),
      titulo text not null,
      mensagem text not null,
      cod_acervo integer references acervo on delete set null,
      criado_em timestamptz not null default now(),
      lido_em timestamptz
    );
    create index alerta_pessoa on alerta (cod_pessoa, criado_em desc);

    -- Loan requests: a copy sent from one library to be collected at another (or at home).
    create table solicitacao_emprestimo (
      cod_solicitacao integer generated always as identity primary key,
      cod_acervo integer not null references acervo,
      cod_pessoa integer not null references pessoa,
      cod_login integer not null references login,
      biblioteca_origem integer not null references biblioteca,
      biblioteca_recebimento integer not null references biblioteca,
      volume text,
      tomo text,
      parte text,
      material_adicional text,
      telefone text not null,
      email text not null,
      cod_local_recebimento integer,
      pessoa_autorizada text,
      domicilio boolean not null default false,
      recebimento_textual text,
      situacao text not null default 'aguardando'
        check (situacao in ('aguardando', 'em_transito', 'disponivel', 'finalizada', 'cancelada')),
      criado_em timestamptz not null default now(),
      atualizado_em timestamptz not null default now()
    );
    create index solicitacao_emprestimo_pessoa on solicitacao_emprestimo (cod_pessoa, criado_em desc);
    create unique index solicitacao_emprestimo_aberta on solicitacao_emprestimo (cod_pessoa, cod_acervo)
      where situacao in ('aguardando', 'em_transito', 'disponivel');

    -- Bibliographic exchange (comutação), surveys, catalogue sheets, specialised research and
    -- inter-library loans: one table, the form's fields as jsonb (each type validates its own).
    create table solicitacao (
      cod_solicitacao integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa,
      cod_login integer not null references login,
      tipo text not null check (tipo in (
        'comutacao-bibliografica', 'levantamento-bibliografico', 'ficha-catalografica',
        'pesquisa-especializada', 'emprestimo-inter-bibliotecas'
      )),
      subtipo text,
      cod_biblioteca integer references biblioteca,
      dados jsonb not null,
      situacao text not null default 'aguardando'
        check (situacao in ('aguardando', 'em_andamento', 'atendida', 'cancelada')),
      resposta text,
      criado_em timestamptz not null default now(),
      atualizado_em timestamptz not null default now()
    );
    create index solicitacao_pessoa on solicitacao (cod_pessoa, tipo, criado_em desc);

    create table sugestao_aquisicao (
      cod_sugestao integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa,
      cod_login integer not null references login,
      cod_biblioteca integer not null references biblioteca,
      autor text,
      titulo text not null,
      edicao text,
      editor text not null,
      isbn_issn text,
      periodico boolean not null default false,
      outras_inf text,
      situacao text not null default 'pre_sugestao' check (situacao in (
        'aguardando_entrega', 'atendida', 'cancelada', 'duplicada', 'em_cotacao', 'esgotada',
        'finalizada_incompleta', 'ja_existe', 'nao_atendida', 'nao_encontrada', 'parcialmente_atendida',
        'em_negociacao', 'pre_sugestao', 'sugestao_compra'
      )),
      criado_em timestamptz not null default now(),
      atualizado_em timestamptz not null default now()
    );
    create index sugestao_aquisicao_pessoa on sugestao_aquisicao (cod_pessoa, criado_em desc);
    create index sugestao_aquisicao_biblioteca on sugestao_aquisicao (cod_biblioteca, criado_em);

    -- The permanent basket: titles a patron keeps; removing one keeps the row (status "removed").
    create table cesta_permanente (
      cod_pessoa integer not null references pessoa on delete cascade,
      cod_acervo integer not null references acervo on delete cascade,
      incluido_em timestamptz not null default now(),
      removido_em timestamptz,
      primary key (cod_pessoa, cod_acervo)
    );

    -- Clearance declarations: issued only without open loans or debts; the code lets anyone check one.
    create table nada_consta (
      cod_nada_consta integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa,
      cod_login integer not null references login,
      codigo_verificacao text not null unique,
      emitido_em timestamptz not null default now(),
      -- The suspension accepting it creates (spec §4): no new loans from the information unit.
      cod_afastamento integer references afastamento
    );
    create index nada_consta_pessoa on nada_consta (cod_pessoa, emitido_em desc);

    -- GRU (federal payment slips) for fines: the reference the bank reads back.
    create table gru (
      cod_gru integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa,
      cod_biblioteca integer not null references biblioteca,
      valor numeric(10, 2) not null check (valor > 0),
      numero_referencia text not null unique,
      emitida_em timestamptz not null default now(),
      vencimento date not null
    );
    create index gru_pessoa on gru (cod_pessoa);
  `,
} satisfies Migration;
