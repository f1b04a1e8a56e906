import { defineMessage, defineMessages } from 'react-intl';

export const swapUserMessages = defineMessages({
  intro: {
    id: 'swapUser.intro',
    defaultMessage:
      'Para usar o Meu Pergamum como outra pessoa, informe o usuário dela. Esta sessão termina e o login abre com esse usuário preenchido.',
  },
  user: { id: 'swapUser.user', defaultMessage: 'Usuário' },
  userHint: {
    id: 'swapUser.userHint',
    defaultMessage: 'O login da outra pessoa: código, matrícula ou nome de usuário.',
  },
  submit: { id: 'swapUser.submit', defaultMessage: 'Trocar usuário' },
  confirmTitle: { id: 'swapUser.confirmTitle', defaultMessage: 'Encerrar esta sessão?' },
  confirmBody: defineMessage<{ user: string }>({
    id: 'swapUser.confirmBody',
    defaultMessage: 'Você sairá da sua conta neste navegador. Em seguida, entre com a senha de “{user}”.',
  }),
  confirm: { id: 'swapUser.confirm', defaultMessage: 'Encerrar e trocar' },
  ended: defineMessage<{ name: string }>({
    id: 'swapUser.ended',
    defaultMessage: 'Sessão encerrada. Entre com a senha de {name}.',
  }),
});
