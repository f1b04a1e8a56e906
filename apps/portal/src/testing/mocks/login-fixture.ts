import type { LoginResponse } from '@acervo/contract';

/** A patron's login answer, as the server's password grant gives it (demo patron Bruno). */
export const loginFixture: LoginResponse = {
  access_token: 'patron-access',
  token_type: 'Bearer',
  expires_in: 900,
  scope: '',
  refresh_token: 'patron-refresh',
  refresh_expires_in: 1209600,
  bloqueio: false,
  user: {
    nome_pessoa: 'Bruno Lima',
    login: 'bruno.lima',
    cod_pessoa: 2,
    cod_login: 2,
    email: 'bruno@uniacervo.example',
    categoria: { codigo: 2, descricao: 'Aluno de pós-graduação', codigo_login: '03' },
    quantidade_logins: 1,
  },
  authPermissions: [8, 12, 13].map((cod_atividade) => ({
    cod_modulo: cod_atividade === 8 ? 2 : 1,
    cod_atividade,
    descricao: `Atividade ${cod_atividade}`,
  })),
};
