import { activity, type Institution, samlAuthenticationMode } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { institutionGrants } from '../institution/institution-activities.ts';
import { companyDefaults, parseSettings } from '../institution/institution-settings.ts';

type InstitutionRow = Omit<Institution, 'marca' | 'parametros' | 'categorias_login'> & {
  cor_primaria: string;
  cor_secundaria: string | null;
  logo: string | null;
  url_web: string | null;
  aquisicao: boolean;
  modo_autenticacao: string;
  modo_criptografia: string;
  settings: unknown;
};

/** Facts about this server that the institution's answer reflects. */
export type InstitutionRuntime = {
  /** The captcha the portal shows when activity 1120 is on: site key and widget script (ADR 048). */
  recaptcha: { siteKey: string; scriptUrl: string } | null;
  /** When an OpenID provider is configured: its logout link (or null). */
  oidcLogoutUrl: (() => Promise<string | null>) | null;
  /** A SAML identity provider is configured (ADR 077). */
  saml?: boolean;
};

/** The institution running this portal, shaped as the contract describes it; null before setup. */
export async function findInstitution(
  db: Queryable,
  locale: ApiLocale = 'pt',
  runtime: InstitutionRuntime = { recaptcha: null, oidcLogoutUrl: null },
): Promise<Institution | null> {
  const [row] = await db.query<InstitutionRow>(
    `select cod_empresa, sigla, nome, tema, denominacao_login, mensagem_login, mensagem_suporte,
            link_privacidade, oidc, link_logout_oidc, destino_login_padrao, cor_primaria,
            cor_secundaria, logo, url_web, aquisicao, modo_autenticacao, modo_criptografia,
            parametros as settings
       from instituicao`,
  );
  if (!row) return null;
  const {
    cor_primaria,
    cor_secundaria,
    logo,
    url_web,
    aquisicao,
    modo_autenticacao,
    modo_criptografia,
    settings: rawSettings,
    ...rest
  } = row;
  const login = parseSettings(rawSettings).login;
  const defaults = companyDefaults(row.cod_empresa);
  const perguntarCategoria = login?.perguntar_categoria ?? defaults.perguntarCategoria;
  const categories =
    perguntarCategoria === 'desligado'
      ? []
      : await db.query<{ codigo: string; descricao: string }>(
          `select codigo_login as codigo,
                  codigo_login || ' - ' || coalesce(descricao ->> $1, descricao ->> 'pt') as descricao
             from categoria_usuario where codigo_login is not null order by cod_categoria`,
          [locale],
        );
  // A configured OpenID provider turns the OIDC login on, whatever the row says.
  const oidc = runtime.oidcLogoutUrl !== null || rest.oidc;
  // The captcha only where the server requires it (activity 1120), so the form never asks in vain.
  const captcha = runtime.recaptcha ? await institutionGrants(db, activity.recaptcha) : false;
  const recaptcha = captcha ? runtime.recaptcha : null;
  const logout = runtime.oidcLogoutUrl
    ? ((await runtime.oidcLogoutUrl()) ?? rest.link_logout_oidc)
    : rest.link_logout_oidc;
  return {
    ...rest,
    oidc,
    link_logout_oidc: logout,
    marca: { cor_primaria, cor_secundaria, logo },
    parametros: {
      url_web,
      aquisicao,
      // A configured SAML provider is the institution's way in, as a provider turns OIDC on.
      modo_autenticacao: runtime.saml ? samlAuthenticationMode : modo_autenticacao,
      modo_criptografia,
      perguntar_categoria: perguntarCategoria,
      verificar_duplicados: login?.verificar_duplicados ?? defaults.verificarDuplicados,
      recaptcha_site_key: recaptcha?.siteKey ?? null,
      recaptcha_script_url: recaptcha?.scriptUrl ?? null,
    },
    categorias_login: categories,
  };
}
