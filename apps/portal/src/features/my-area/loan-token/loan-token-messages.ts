import { defineMessage, defineMessages } from 'react-intl';

export const loanTokenMessages = defineMessages({
  intro: {
    id: 'loanToken.intro',
    defaultMessage:
      'Mostre este código no balcão ou no autoatendimento para pegar livros emprestados sem o cartão da biblioteca.',
  },
  current: { id: 'loanToken.current', defaultMessage: 'Seu token' },
  qr: defineMessage<{ token: string }>({ id: 'loanToken.qr', defaultMessage: 'Código QR do token {token}' }),
  code: { id: 'loanToken.code', defaultMessage: 'Código' },
  validUntil: { id: 'loanToken.validUntil', defaultMessage: 'Válido até' },
  newToken: { id: 'loanToken.new', defaultMessage: 'Gerar novo token' },
  firstToken: { id: 'loanToken.first', defaultMessage: 'Gerar token' },
  replaces: {
    id: 'loanToken.replaces',
    defaultMessage: 'Um novo token substitui este: o código atual deixa de valer.',
  },
  made: { id: 'loanToken.made', defaultMessage: 'Novo token gerado.' },
  noneTitle: { id: 'loanToken.none.title', defaultMessage: 'Você não tem um token válido' },
  noneBody: { id: 'loanToken.none.body', defaultMessage: 'Gere um token para usar no próximo empréstimo.' },
});
