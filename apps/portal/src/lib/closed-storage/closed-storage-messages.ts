import { defineMessage, defineMessages } from 'react-intl';

/** What the title's closed stacks tab and the basket's closed-storage request both say. */
export const closedStorageMessages = defineMessages({
  libraryCopies: defineMessage<{ library: string; room: string }>({
    id: 'closedStorage.libraryCopies',
    defaultMessage: '{library} — {room}',
  }),
  deskTime: defineMessage<{ hours: number }>({
    id: 'closedStorage.deskTime',
    defaultMessage:
      'O balcão traz o exemplar em até {hours, plural, one {# hora} other {# horas}} depois do pedido.',
  }),
  copy: defineMessage<{ tombo: string }>({
    id: 'closedStorage.copy',
    defaultMessage: 'Exemplar {tombo}',
  }),
  copyVolume: defineMessage<{ tombo: string; volume: string }>({
    id: 'closedStorage.copyVolume',
    defaultMessage: 'Exemplar {tombo} · {volume}',
  }),
  volume: defineMessage<{ value: string }>({ id: 'closedStorage.volume', defaultMessage: 'v. {value}' }),
  tome: defineMessage<{ value: string }>({ id: 'closedStorage.tome', defaultMessage: 't. {value}' }),
  part: defineMessage<{ value: string }>({ id: 'closedStorage.part', defaultMessage: 'p. {value}' }),
  position: defineMessage<{ position: string }>({
    id: 'closedStorage.position',
    defaultMessage: 'Guardado em: {position}',
  }),
  unavailable: defineMessage<{ status: string }>({
    id: 'closedStorage.unavailable',
    defaultMessage: 'Não pode ser pedido agora: {status}',
  }),
  alreadyRequested: defineMessage<{ status: string }>({
    id: 'closedStorage.alreadyRequested',
    defaultMessage: 'Você já pediu este exemplar: {status}.',
  }),
  requestedByOther: {
    id: 'closedStorage.requestedByOther',
    defaultMessage:
      'Não pode ser pedido agora: outra pessoa já pediu este exemplar. Ele volta a poder ser pedido quando essa consulta terminar.',
  },
  requestedOpen: {
    id: 'closedStorage.requestedOpen',
    defaultMessage: 'Não pode ser pedido agora: alguém já pediu este exemplar.',
  },
  chooseNone: {
    id: 'closedStorage.chooseNone',
    defaultMessage: 'Escolha pelo menos um exemplar para pedir.',
  },
  submit: { id: 'closedStorage.submit', defaultMessage: 'Pedir os exemplares escolhidos' },
  sending: { id: 'closedStorage.sending', defaultMessage: 'Enviando o pedido…' },
  refused: {
    id: 'closedStorage.refused',
    defaultMessage: 'O pedido não foi enviado. O motivo está ao lado de cada exemplar recusado.',
  },
  sentHeading: { id: 'closedStorage.sentHeading', defaultMessage: 'Pedido enviado' },
  expected: defineMessage<{ tombo: string; date: string }>({
    id: 'closedStorage.expected',
    defaultMessage: 'Exemplar {tombo}: no balcão a partir de {date}.',
  }),
  myRequests: {
    id: 'closedStorage.myRequests',
    defaultMessage: 'Ver os meus pedidos do acervo fechado',
  },
  another: { id: 'closedStorage.another', defaultMessage: 'Pedir outros exemplares' },
  loginNeeded: {
    id: 'closedStorage.loginNeeded',
    defaultMessage: 'Para pedir um exemplar do acervo fechado, entre com a sua conta da biblioteca.',
  },
  login: { id: 'closedStorage.login', defaultMessage: 'Entrar para pedir' },
});
