import { defineMessage, defineMessages } from 'react-intl';

export const clearanceMessages = defineMessages({
  intro: {
    id: 'clearance.intro',
    defaultMessage:
      'A declaração de nada consta atesta que você não tem empréstimos nem débitos com a biblioteca. Costuma ser pedida ao concluir o curso ou deixar a instituição.',
  },
  pendingTitle: { id: 'clearance.pending.title', defaultMessage: 'Ainda não é possível emitir a declaração' },
  pendingBody: {
    id: 'clearance.pending.body',
    defaultMessage: 'Resolva o que está abaixo e volte a esta página:',
  },
  toLoans: { id: 'clearance.pending.toLoans', defaultMessage: 'Ver empréstimos' },
  toDebts: { id: 'clearance.pending.toDebts', defaultMessage: 'Ver multas e débitos' },
  toDesk: { id: 'clearance.pending.toDesk', defaultMessage: 'Procure o balcão da biblioteca.' },
  readyTitle: { id: 'clearance.ready.title', defaultMessage: 'Você pode solicitar a declaração' },
  readyBody: {
    id: 'clearance.ready.body',
    defaultMessage:
      'Ao solicitá-la, você fica afastado(a) da unidade de informação: não poderá mais emprestar, renovar nem reservar, suas reservas na fila e solicitações de empréstimo em aberto são canceladas.',
  },
  request: { id: 'clearance.request', defaultMessage: 'Solicitar declaração' },
  confirmTitle: { id: 'clearance.confirm.title', defaultMessage: 'Solicitar a declaração de nada consta?' },
  confirmBody: {
    id: 'clearance.confirm.body',
    defaultMessage:
      'Aceitar a declaração afasta você da unidade de informação. Não poderá mais emprestar, renovar nem reservar, e suas reservas na fila e solicitações de empréstimo em aberto serão canceladas. Isso não pode ser desfeito por aqui.',
  },
  confirm: { id: 'clearance.confirm', defaultMessage: 'Aceito e solicito' },
  issuedTitle: { id: 'clearance.issued.title', defaultMessage: 'Sua declaração' },
  name: { id: 'clearance.name', defaultMessage: 'Nome' },
  issuedOn: { id: 'clearance.issuedOn', defaultMessage: 'Emitida em' },
  code: { id: 'clearance.code', defaultMessage: 'Código de verificação' },
  verifyAt: { id: 'clearance.verifyAt', defaultMessage: 'Verificação pública' },
  verifyHint: {
    id: 'clearance.verifyHint',
    defaultMessage: 'Quem receber a declaração pode conferi-la neste endereço ou pelo código QR.',
  },
  qr: defineMessage<{ code: string }>({
    id: 'clearance.qr',
    defaultMessage: 'Código QR da verificação da declaração {code}',
  }),
  mailTitle: { id: 'clearance.mail.title', defaultMessage: 'Enviar por e-mail' },
  email: { id: 'clearance.mail.email', defaultMessage: 'E-mail' },
  emailHint: {
    id: 'clearance.mail.emailHint',
    defaultMessage: 'Para enviar a mais de um endereço, separe-os com ponto e vírgula (;).',
  },
  emailRequired: { id: 'clearance.mail.emailRequired', defaultMessage: 'Informe o e-mail.' },
  emailInvalid: { id: 'clearance.mail.emailInvalid', defaultMessage: 'Preencha um e-mail válido!' },
  send: { id: 'clearance.mail.send', defaultMessage: 'Enviar' },
  sentTo: defineMessage<{ emails: string }>({
    id: 'clearance.mail.sentTo',
    defaultMessage: 'Declaração enviada para {emails}.',
  }),
});
