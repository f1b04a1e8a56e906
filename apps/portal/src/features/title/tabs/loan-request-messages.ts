import { defineMessage, defineMessages } from 'react-intl';

export const loanRequestMessages = defineMessages({
  loginNeeded: {
    id: 'title.loanRequest.loginNeeded',
    defaultMessage: 'Para solicitar o empréstimo deste título, entre com a sua conta da biblioteca.',
  },
  login: { id: 'title.loanRequest.login', defaultMessage: 'Entrar para solicitar' },
  loading: { id: 'title.loanRequest.loading', defaultMessage: 'Carregando o formulário de solicitação…' },
  none: {
    id: 'title.loanRequest.none',
    defaultMessage: 'Nenhuma biblioteca pode enviar este título por solicitação agora.',
  },
  origin: { id: 'title.loanRequest.origin', defaultMessage: 'Biblioteca que empresta' },
  originAvailable: defineMessage<{ library: string; available: number }>({
    id: 'title.loanRequest.originAvailable',
    defaultMessage: '{library} ({available, plural, one {# disponível} other {# disponíveis}})',
  }),
  receiving: { id: 'title.loanRequest.receiving', defaultMessage: 'Unidade de recebimento' },
  phone: { id: 'title.loanRequest.phone', defaultMessage: 'Telefone' },
  email: { id: 'title.loanRequest.email', defaultMessage: 'E-mail' },
  emailHint: {
    id: 'title.loanRequest.emailHint',
    defaultMessage: 'Para avisar mais de um endereço, separe-os com ponto e vírgula (;).',
  },
  authorised: { id: 'title.loanRequest.authorised', defaultMessage: 'Pessoa autorizada a retirar' },
  home: { id: 'title.loanRequest.home', defaultMessage: 'Entregar no meu endereço' },
  textual: { id: 'title.loanRequest.textual', defaultMessage: 'Instruções para o recebimento' },
  send: { id: 'title.loanRequest.send', defaultMessage: 'Solicitar o empréstimo' },
  originRequired: {
    id: 'title.loanRequest.originRequired',
    defaultMessage: 'Escolha a biblioteca que empresta.',
  },
  receivingRequired: {
    id: 'title.loanRequest.receivingRequired',
    defaultMessage: 'Escolha a unidade de recebimento.',
  },
  selectAll: {
    id: 'title.loanRequest.selectAll',
    defaultMessage: 'Selecione todas as opções para solicitar o empréstimo!',
  },
  phoneRequired: {
    id: 'title.loanRequest.phoneRequired',
    defaultMessage: 'Informe um telefone com números.',
  },
  emailInvalid: { id: 'title.loanRequest.emailInvalid', defaultMessage: 'Preencha um e-mail válido!' },
  sentHeading: { id: 'title.loanRequest.sentHeading', defaultMessage: 'Solicitação enviada' },
  status: defineMessage<{ status: string }>({
    id: 'title.loanRequest.status',
    defaultMessage: 'Situação: {status}.',
  }),
});
