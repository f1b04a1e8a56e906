import type { Migration } from './migration.ts';

/**
 * SAML 2.0 login (ADR 077), kept in the database so it works across restarts and several servers:
 * logins in flight, the AuthnRequest ids the provider may answer, and the assertion ids already
 * consumed, remembered until they expire so none is accepted twice.
 */
export default {
  version: 93,
  name: 'saml-login',
  sql: /* sql */ `
    -- A login at the SAML provider in flight. The portal holds only the handle; tokens are minted
    -- when it hands the handle back, once.
    create table saml_sessao (
      handle text primary key,
      id_pedido text not null unique,
      redirecionamento text not null default '/',
      criado_em timestamptz not null default now(),
      expira_em timestamptz not null,
      concluido_em timestamptz,
      cod_login integer references login on delete cascade,
      erro text,
      usado_em timestamptz
    );
    create index saml_sessao_expira on saml_sessao (expira_em);

    -- AuthnRequest ids we sent, so a response must answer one of them (InResponseTo).
    create table saml_pedido (
      id text primary key,
      criado_em timestamptz not null
    );
    create index saml_pedido_criado on saml_pedido (criado_em);

    -- Assertion ids already used, until the assertion would have expired anyway.
    create table saml_consumido (
      id text primary key,
      expira_em timestamptz not null
    );
    create index saml_consumido_expira on saml_consumido (expira_em);
  `,
} satisfies Migration;
