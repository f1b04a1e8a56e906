import type { Migration } from './migration.ts';

export default {
  version: 1,
  name: 'institution',
  sql: /* sql */ `
    create extension if not exists unaccent;
    create extension if not exists pg_trgm;

    -- The institution running this portal: exactly one row (spec §3, "Institution data").
    create table instituicao (
      id smallint primary key default 1 check (id = 1),
      cod_empresa integer not null check (cod_empresa > 0),
      sigla text not null,
      nome text not null,
      tema text not null default 'neo',
      denominacao_login text not null,
      mensagem_login text,
      mensagem_suporte text,
      link_privacidade text,
      oidc boolean not null default false,
      link_logout_oidc text,
      destino_login_padrao char(1) not null default 'C' check (destino_login_padrao in ('M', 'C')),
      cor_primaria text not null check (cor_primaria ~ '^#[0-9a-fA-F]{6}$'),
      cor_secundaria text check (cor_secundaria ~ '^#[0-9a-fA-F]{6}$'),
      logo text,
      url_web text,
      aquisicao boolean not null default true,
      modo_autenticacao text not null default 'senha',
      modo_criptografia text not null default 'scrypt',
      -- Settings that later features read by name (sections, guides, company-specific behaviour).
      parametros jsonb not null default '{}'::jsonb
    );
  `,
} satisfies Migration;
