import type { Migration } from './migration.ts';

/**
 * People and circulation: patron categories with their loan rules, persons and their logins,
 * activities and permissions, loans with renewals, holds with their queue, fines, suspensions,
 * refresh tokens, login attempts and password-recovery codes.
 */
export default {
  version: 3,
  name: 'people-circulation',
  sql: /* sql */ `
    -- Patron categories of spec §1 with the rules each one lends under.
    create table categoria_usuario (
      cod_categoria integer primary key,
      descricao jsonb not null,
      -- The code some institutions ask for at login (spec §6: '01', '03', 'Intercamb', ...).
      codigo_login text unique,
      limite_emprestimos smallint not null check (limite_emprestimos >= 0),
      prazo_emprestimo_dias smallint not null check (prazo_emprestimo_dias > 0),
      limite_renovacoes smallint not null check (limite_renovacoes >= 0),
      limite_reservas smallint not null check (limite_reservas >= 0),
      multa_diaria numeric(10, 2) not null default 0 check (multa_diaria >= 0)
    );

    create table departamento (
      cod_departamento integer generated always as identity primary key,
      descricao text not null unique
    );

    create table pessoa (
      cod_pessoa integer generated always as identity primary key,
      nome_pessoa text not null,
      email text,
      telefone text,
      cpf text check (cpf ~ '^[0-9]{11}$'),
      rg text,
      logradouro text,
      complemento text,
      cep text,
      cidade text,
      bairro text,
      nacionalidade text,
      sexo text,
      data_nascimento date,
      escolaridade text,
      localizacao text,
      profissao text,
      estado_civil text,
      receber_email boolean not null default true,
      cod_departamento integer references departamento,
      criado_em timestamptz not null default now()
    );

    -- A person may hold several logins (e.g. a student who is also staff): each has its category.
    create table login (
      cod_login integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa on delete cascade,
      usuario text not null,
      senha_hash text not null,
      cod_categoria integer not null references categoria_usuario,
      ativo boolean not null default true,
      bloqueado boolean not null default false,
      bloqueado_em timestamptz,
      tentativas_falhas smallint not null default 0,
      senha_alterada_em timestamptz not null default now(),
      ultimo_acesso timestamptz,
      criado_em timestamptz not null default now()
    );
    create unique index login_usuario on login (lower(usuario));
    create index login_pessoa on login (cod_pessoa);

    -- Earlier password hashes, for the "differ from the last N passwords" rule.
    create table senha_anterior (
      cod_login integer not null references login on delete cascade,
      senha_hash text not null,
      criada_em timestamptz not null default now()
    );
    create index senha_anterior_login on senha_anterior (cod_login, criada_em desc);

    create table atividade (
      cod_atividade integer primary key,
      descricao jsonb not null
    );

    -- What each patron category may do, as module/activity pairs (spec §6).
    create table categoria_permissao (
      cod_categoria integer not null references categoria_usuario on delete cascade,
      cod_modulo integer not null,
      cod_atividade integer not null references atividade,
      primary key (cod_categoria, cod_modulo, cod_atividade)
    );

    -- What anonymous visitors get (the institution's features, /parametros/funcionalidades).
    create table instituicao_atividade (
      cod_modulo integer not null,
      cod_atividade integer not null references atividade,
      primary key (cod_modulo, cod_atividade)
    );

    create table emprestimo (
      cod_emprestimo integer generated always as identity primary key,
      cod_exemplar integer not null references exemplar,
      cod_pessoa integer not null references pessoa,
      cod_login integer not null references login,
      cod_biblioteca integer not null references biblioteca,
      data_emprestimo timestamptz not null default now(),
      data_devolucao_prevista date not null,
      data_devolucao timestamptz,
      qtde_renovacoes smallint not null default 0 check (qtde_renovacoes >= 0)
    );
    -- A copy is on at most one open loan: the database itself refuses double-booking.
    create unique index emprestimo_exemplar_aberto on emprestimo (cod_exemplar) where data_devolucao is null;
    create index emprestimo_pessoa on emprestimo (cod_pessoa, data_devolucao);

    create table renovacao (
      cod_renovacao integer generated always as identity primary key,
      cod_emprestimo integer not null references emprestimo on delete cascade,
      renovado_em timestamptz not null default now(),
      data_anterior date not null,
      data_nova date not null check (data_nova > data_anterior)
    );
    create index renovacao_emprestimo on renovacao (cod_emprestimo);

    -- Holds queue per title (and library / volume): order is data_reserva, then cod_reserva.
    create table reserva (
      cod_reserva integer generated always as identity primary key,
      cod_acervo integer not null references acervo,
      cod_pessoa integer not null references pessoa,
      cod_login integer not null references login,
      cod_biblioteca integer not null references biblioteca,
      volume text,
      tomo text,
      parte text,
      material_adicional text,
      data_reserva timestamptz not null default now(),
      situacao text not null default 'fila'
        check (situacao in ('fila', 'liberada', 'atendida', 'cancelada', 'expirada')),
      -- The copy set aside when the hold is released, and until when it waits for the patron.
      cod_exemplar integer references exemplar,
      data_liberacao timestamptz,
      prazo_retirada date,
      data_encerramento timestamptz,
      motivo_cancelamento text
    );
    create unique index reserva_ativa_pessoa on reserva (cod_pessoa, cod_acervo, cod_biblioteca)
      where situacao in ('fila', 'liberada');
    create index reserva_fila on reserva (cod_acervo, cod_biblioteca, data_reserva, cod_reserva)
      where situacao = 'fila';

    create table multa (
      cod_multa integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa,
      cod_emprestimo integer references emprestimo,
      cod_biblioteca integer not null references biblioteca,
      valor numeric(10, 2) not null check (valor >= 0),
      desconto numeric(10, 2) not null default 0 check (desconto >= 0),
      valor_pago numeric(10, 2) not null default 0 check (valor_pago >= 0),
      data_geracao date not null default current_date,
      data_pagamento date,
      motivo text not null
    );
    create index multa_pessoa on multa (cod_pessoa);

    -- Deviations: suspensions from borrowing, e.g. for late returns.
    create table afastamento (
      cod_afastamento integer generated always as identity primary key,
      cod_pessoa integer not null references pessoa,
      cod_biblioteca integer references biblioteca,
      cod_emprestimo integer references emprestimo,
      data_inicio date not null,
      data_fim date not null check (data_fim >= data_inicio),
      motivo text not null
    );
    create index afastamento_pessoa on afastamento (cod_pessoa, data_fim);

    -- Rotating refresh tokens, stored hashed; a family shares one login session.
    create table token_atualizacao (
      hash text primary key,
      familia uuid not null,
      cod_login integer not null references login on delete cascade,
      criado_em timestamptz not null default now(),
      expira_em timestamptz not null,
      usado_em timestamptz,
      revogado_em timestamptz
    );
    create index token_atualizacao_familia on token_atualizacao (familia);

    create table tentativa_login (
      cod_tentativa bigint generated always as identity primary key,
      usuario text not null,
      ip text not null,
      sucesso boolean not null,
      momento timestamptz not null default now()
    );
    create index tentativa_login_usuario on tentativa_login (lower(usuario), momento desc);
    create index tentativa_login_ip on tentativa_login (ip, momento desc);

    create table recuperacao_senha (
      cod_recuperacao integer generated always as identity primary key,
      cod_login integer not null references login on delete cascade,
      codigo_hash text not null,
      criado_em timestamptz not null default now(),
      expira_em timestamptz not null,
      tentativas smallint not null default 0,
      usado_em timestamptz
    );
    create index recuperacao_senha_login on recuperacao_senha (cod_login, criado_em desc);
  `,
} satisfies Migration;
