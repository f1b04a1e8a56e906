import { defineMessage, defineMessages } from 'react-intl';

export const holdsMessages = defineMessages({
  current: { id: 'holds.current', defaultMessage: 'Reservas em andamento' },
  currentTable: { id: 'holds.current.table', defaultMessage: 'Reservas em andamento' },
  history: { id: 'holds.history', defaultMessage: 'Histórico de reservas' },
  historyTable: { id: 'holds.history.table', defaultMessage: 'Histórico de reservas' },
  historyPeriod: { id: 'holds.history.period', defaultMessage: 'Reservas feitas no período' },
  historyCount: defineMessage<{ count: number; start: string; end: string }>({
    id: 'holds.history.count',
    defaultMessage: '{count, plural, one {# reserva feita} other {# reservas feitas}} de {start} a {end}.',
  }),
  placedOn: { id: 'holds.column.placedOn', defaultMessage: 'Reservado em' },
  expected: { id: 'holds.column.expected', defaultMessage: 'Previsão' },
  endedOn: { id: 'holds.column.endedOn', defaultMessage: 'Encerrada em' },
  copyParts: defineMessage<{ parts: string }>({ id: 'holds.copyParts', defaultMessage: 'Exemplar: {parts}' }),
  volume: defineMessage<{ value: string }>({ id: 'holds.volume', defaultMessage: 'v. {value}' }),
  tome: defineMessage<{ value: string }>({ id: 'holds.tome', defaultMessage: 't. {value}' }),
  part: defineMessage<{ value: string }>({ id: 'holds.part', defaultMessage: 'pt. {value}' }),
  queued: defineMessage<{ position: number }>({
    id: 'holds.status.queued',
    defaultMessage: 'Na fila: {position, selectordinal, other {#º}} lugar',
  }),
  queuedNoPosition: { id: 'holds.status.queuedNoPosition', defaultMessage: 'Na fila' },
  released: { id: 'holds.status.released', defaultMessage: 'Disponível para retirada' },
  pickUpBy: defineMessage<{ date: string }>({
    id: 'holds.pickUpBy',
    defaultMessage: 'Retire até {date}.',
  }),
  fulfilled: { id: 'holds.status.fulfilled', defaultMessage: 'Atendida' },
  cancelled: { id: 'holds.status.cancelled', defaultMessage: 'Cancelada' },
  expired: { id: 'holds.status.expired', defaultMessage: 'Expirada' },
  noEstimate: { id: 'holds.noEstimate', defaultMessage: 'Sem previsão' },
  alreadyHere: { id: 'holds.alreadyHere', defaultMessage: 'Já disponível' },
  notEnded: { id: 'holds.notEnded', defaultMessage: 'Em andamento' },
  reason: defineMessage<{ reason: string }>({ id: 'holds.reason', defaultMessage: 'Motivo: {reason}' }),
  cancel: { id: 'holds.cancel', defaultMessage: 'Cancelar reserva' },
  cancelTitle: defineMessage<{ title: string }>({
    id: 'holds.cancelTitle',
    defaultMessage: 'Cancelar a reserva de “{title}”',
  }),
  cancelBody: {
    id: 'holds.cancelBody',
    defaultMessage: 'Você perde o seu lugar na fila. Para voltar a ela, será preciso reservar de novo.',
  },
  cancelReleasedBody: {
    id: 'holds.cancelReleasedBody',
    defaultMessage: 'O exemplar separado para você volta para a fila ou para a estante.',
  },
  cancelThis: defineMessage<{ title: string }>({
    id: 'holds.cancelThis',
    defaultMessage: 'Cancelar reserva “{title}”',
  }),
  cancelConfirm: { id: 'holds.cancelConfirm', defaultMessage: 'Cancelar reserva' },
  emptyTitle: { id: 'holds.empty.title', defaultMessage: 'Nenhuma reserva em andamento' },
  emptyBody: {
    id: 'holds.empty.body',
    defaultMessage:
      'Quando todos os exemplares de um título estiverem emprestados, reserve-o na página do título.',
  },
  searchCatalogue: { id: 'holds.searchCatalogue', defaultMessage: 'Pesquisar no catálogo' },
  historyEmptyTitle: { id: 'holds.history.empty.title', defaultMessage: 'Nenhuma reserva neste período' },
  historyEmptyBody: {
    id: 'holds.history.empty.body',
    defaultMessage: 'Escolha outro período para ver reservas mais antigas.',
  },
});
