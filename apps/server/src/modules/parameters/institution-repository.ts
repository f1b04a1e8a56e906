import type { Institution } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';

type InstitutionRow = Omit<Institution, 'marca' | 'parametros'> & {
  cor_primaria: string;
  cor_secundaria: string | null;
  logo: string | null;
  url_web: string | null;
  aquisicao: boolean;
  modo_autenticacao: string;
  modo_criptografia: string;
};

/** The institution running this portal, shaped as the contract describes it; null before setup. */
export async function findInstitution(db: Queryable): Promise<Institution | null> {
  const [row] = await db.query<InstitutionRow>(
    `select cod_empresa, sigla, nome, tema, denominacao_login, mensagem_login, mensagem_suporte,
            link_privacidade, oidc, link_logout_oidc, destino_login_padrao, cor_primaria,
            cor_secundaria, logo, url_web, aquisicao, modo_autenticacao, modo_criptografia
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
    ...rest
  } = row;
  return {
    ...rest,
    marca: { cor_primaria, cor_secundaria, logo },
    parametros: { url_web, aquisicao, modo_autenticacao, modo_criptografia },
  };
}
