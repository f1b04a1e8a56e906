import type { Migration } from './migration.ts';

/**
 * Authentication and people additions (ADR 030–035): password rules per patron category, one-time
 * redirect tokens, OpenID Connect login sessions, and lookups by tax number for the
 * duplicate-person check.
 */
export default {
  version: 10,
  name: 'auth-people',
  sql: /* sql */ `
    -- A category's password rules (spec §3 "Password rules"); null falls back to the institution's.
    alter table categoria_usuario add column regras_senha jsonb;

    create index pessoa_cpf on pessoa (cpf) where cpf is not null;

    -- One-time tokens that open the portal (or another system) already logged in, in a new tab.
    create table token_redirecionamento (
      hash text primary key,
      cod_login integer not null references login on delete cascade,
      finalidade text not null,
      criado_em timestamptz not null default now(),
      expira_em timestamptz not null,
      usado_em timestamptz
    );
    create index token_redirecionamento_expira on token_redirecionamento (expira_em);

    -- A login at the OpenID provider in flight: PKCE verifier, state and nonce stay on the server;
    -- the portal holds only the handle (nonce). Single use, short-lived; no token is stored here:
    -- they are minted when the portal hands the nonce back.
    create table oidc_sessao (
      nonce text primary key,
      estado text not null unique,
      verificador_pkce text not null,
      oidc_nonce text not null,
      redirecionamento text not null default '/',
      login_hint text,
      criado_em timestamptz not null default now(),
      expira_em timestamptz not null,
      concluido_em timestamptz,
      cod_login integer references login on delete cascade,
      erro text,
      usado_em timestamptz
    );
    create index oidc_sessao_expira on oidc_sessao (expira_em);
  `,
} satisfies Migration;
