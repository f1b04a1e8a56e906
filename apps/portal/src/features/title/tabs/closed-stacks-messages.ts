import { defineMessage, defineMessages } from 'react-intl';

export const closedStacksMessages = defineMessages({
  loading: { id: 'title.closedStacks.loading', defaultMessage: 'Carregando os exemplares do acervo fechado' },
  none: {
    id: 'title.closedStacks.none',
    defaultMessage:
      'Nenhum exemplar deste título fica no acervo fechado: os que a biblioteca tem estão nas estantes.',
  },
  seeCopies: { id: 'title.closedStacks.seeCopies', defaultMessage: 'Ver os exemplares' },
  intro: {
    id: 'title.closedStacks.intro',
    defaultMessage:
      'Estes exemplares ficam guardados fora do alcance do público. Peça-os aqui e retire-os no balcão da biblioteca para consulta.',
  },
  loginNeeded: {
    id: 'title.closedStacks.loginNeeded',
    defaultMessage: 'Para pedir um exemplar do acervo fechado, entre com a sua conta da biblioteca.',
  },
  login: { id: 'title.closedStacks.login', defaultMessage: 'Entrar para pedir' },
  libraryCopies: defineMessage<{ library: string; room: string }>({
    id: 'title.closedStacks.libraryCopies',
    defaultMessage: '{library} — {room}',
  }),
  deskTime: defineMessage<{ hours: number }>({
    id: 'title.closedStacks.deskTime',
    defaultMessage:
      'O balcão traz o exemplar em até {hours, plural, one {# hora} other {# horas}} depois do pedido.',
  }),
  copy: defineMessage<{ tombo: string }>({
    id: 'title.closedStacks.copy',
    defaultMessage: 'Exemplar {tombo}',
  }),
  copyVolume: defineMessage<{ tombo: string; volume: string }>({
    id: 'title.closedStacks.copyVolume',
    defaultMessage: 'Exemplar {tombo} · {volume}',
  }),
  position: defineMessage<{ position: string }>({
    id: 'title.closedStacks.position',
    defaultMessage: 'Guardado em: {position}',
  }),
  unavailable: defineMessage<{ status: string }>({
    id: 'title.closedStacks.unavailable',
    defaultMessage: 'Não pode ser pedido agora: {status}',
  }),
  alreadyRequested: defineMessage<{ status: string }>({
    id: 'title.closedStacks.alreadyRequested',
    defaultMessage: 'Você já pediu este exemplar: {status}.',
  }),
  requestedByOther: {
    id: 'title.closedStacks.requestedByOther',
    defaultMessage:
      'Não pode ser pedido agora: outra pessoa já pediu este exemplar. Ele volta a poder ser pedido quando essa consulta terminar.',
  },
  requestedOpen: {
    id: 'title.closedStacks.requestedOpen',
    defaultMessage: 'Não pode ser pedido agora: alguém já pediu este exemplar.',
  },
  chooseNone: {
    id: 'title.closedStacks.chooseNone',
    defaultMessage: 'Escolha pelo menos um exemplar para pedir.',
  },
  submit: { id: 'title.closedStacks.submit', defaultMessage: 'Pedir os exemplares escolhidos' },
  sending: { id: 'title.closedStacks.sending', defaultMessage: 'Enviando o pedido…' },
  refused: {
    id: 'title.closedStacks.refused',
    defaultMessage: 'O pedido não foi enviado. O motivo está ao lado de cada exemplar recusado.',
  },
  sentHeading: { id: 'title.closedStacks.sentHeading', defaultMessage: 'Pedido enviado' },
  expected: defineMessage<{ tombo: string; date: string }>({
    id: 'title.closedStacks.expected',
    defaultMessage: 'Exemplar {tombo}: no balcão a partir de {date}.',
  }),
  myRequests: {
    id: 'title.closedStacks.myRequests',
    defaultMessage: 'Ver os meus pedidos do acervo fechado',
  },
  another: { id: 'title.closedStacks.another', defaultMessage: 'Pedir outros exemplares' },
});
