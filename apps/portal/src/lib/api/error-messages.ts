import { defineMessages } from 'react-intl';

/** Message ids as spec §8 names them. */
export const errorMessages = defineMessages({
  unexpected: { id: 'OcorreuErroInesperado', defaultMessage: 'Ocorreu um erro inesperado. Tente novamente.' },
  network: {
    id: 'NaoFoiPossivelComunicarServidor',
    defaultMessage: 'Não foi possível comunicar com o servidor. Verifique sua conexão e tente novamente.',
  },
  sessionExpired: {
    id: 'SessaoExpirada',
    defaultMessage: 'Sua sessão expirou. Entre novamente.',
  },
  networkCatalogue: {
    id: 'ServicoRedePergamumIndisponivel',
    defaultMessage: 'Serviço Rede Pergamum não disponível!',
  },
  loginRequired: { id: 'LoginNecessario', defaultMessage: 'Entre com sua conta para continuar.' },
});
