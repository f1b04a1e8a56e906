import { defineMessage, defineMessages } from 'react-intl';

export const partnersMessages = defineMessages({
  grupoa: { id: 'partners.grupoa.heading', defaultMessage: 'Biblioteca digital Grupo A' },
  pearson: { id: 'partners.pearson.heading', defaultMessage: 'Biblioteca virtual Pearson' },
  explanation: {
    id: 'partners.explanation',
    defaultMessage: 'Este conteúdo é aberto a partir de um título do acervo, já com o seu acesso.',
  },
  waiting: { id: 'AguardeBuscandoLink', defaultMessage: 'Aguarde, buscando o link de acesso…' },
  opening: defineMessage<{ provider: string }>({
    id: 'partners.opening',
    defaultMessage: 'Abrindo {provider}…',
  }),
  open: defineMessage<{ provider: string }>({
    id: 'partners.open',
    defaultMessage: 'Se nada acontecer, acesse {provider}',
  }),
  failed: { id: 'partners.failed', defaultMessage: 'Não foi possível obter o link de acesso.' },
  retry: { id: 'partners.retry', defaultMessage: 'Tentar novamente' },
  loginRequired: {
    id: 'partners.loginRequired',
    defaultMessage: 'Entre com a sua conta para acessar este conteúdo.',
  },
  logIn: { id: 'partners.logIn', defaultMessage: 'Entrar' },
  blockedHeading: { id: 'partners.blocked.heading', defaultMessage: 'Conteúdo externo' },
  blocked: {
    id: 'partners.blocked',
    defaultMessage: 'O navegador bloqueou a nova aba do conteúdo. Abra-o pelo link abaixo.',
  },
  blockedOpen: { id: 'partners.blocked.open', defaultMessage: 'Abrir o conteúdo (abre em nova aba)' },
  blockedContinue: { id: 'partners.blocked.continue', defaultMessage: 'Continuar no portal' },
});
