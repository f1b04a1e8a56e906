import type { Institution } from '@acervo/contract';

/** The institution stories and unit tests render against; mirrors the server's demo data. */
export const institutionFixture: Institution = {
  sigla: 'UNIACERVO',
  nome: 'Universidade Acervo',
  tema: 'neo',
  denominacao_login: 'Matrícula ou usuário',
  mensagem_login: 'Use sua matrícula de 7 dígitos e a senha numérica da biblioteca.',
  mensagem_suporte: 'Dúvidas? Fale com a Biblioteca Central.',
  link_privacidade: 'https://uniacervo.example/privacidade',
  oidc: false,
  link_logout_oidc: null,
  destino_login_padrao: 'C',
  cod_empresa: 1,
  marca: { cor_primaria: '#0b5f6b', cor_secundaria: '#8a4b08', logo: null },
  parametros: {
    url_web: 'https://uniacervo.example',
    aquisicao: true,
    modo_autenticacao: 'senha',
    modo_criptografia: 'scrypt',
    perguntar_categoria: 'opcional',
    verificar_duplicados: true,
    recaptcha_site_key: null,
    recaptcha_script_url: null,
  },
  categorias_login: [
    { codigo: '01', descricao: '01 - Aluno de graduação' },
    { codigo: '04', descricao: '04 - Professor' },
  ],
  fuso_horario: 'America/Sao_Paulo',
};
