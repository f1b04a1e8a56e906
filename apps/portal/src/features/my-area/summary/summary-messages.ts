import { defineMessage, defineMessages } from 'react-intl';

export const summaryMessages = {
  ...defineMessages({
    figures: { id: 'myArea.summary.figures', defaultMessage: 'Sua situação' },
    seeLoans: { id: 'myArea.summary.seeLoans', defaultMessage: 'Ver empréstimos e renovar' },
    seeHolds: { id: 'myArea.summary.seeHolds', defaultMessage: 'Ver reservas' },
    seeDebts: { id: 'myArea.summary.seeDebts', defaultMessage: 'Ver multas e débitos' },
    seeAlerts: { id: 'myArea.summary.seeAlerts', defaultMessage: 'Ver alertas' },
    noDebts: { id: 'myArea.summary.noDebts', defaultMessage: 'Nenhum débito em aberto.' },
    unavailable: {
      id: 'myArea.summary.unavailable',
      defaultMessage: 'Não foi possível carregar agora.',
    },
  }),
  overdue: defineMessage<{ count: number }>({
    id: 'myArea.summary.overdue',
    defaultMessage:
      '{count, plural, =0 {Nenhum empréstimo em atraso.} one {# empréstimo em atraso.} other {# empréstimos em atraso.}}',
  }),
  dueSoon: defineMessage<{ count: number; days: number }>({
    id: 'myArea.summary.dueSoon',
    defaultMessage:
      '{count, plural, =0 {Nenhum vence nos próximos {days} dias.} one {# vence nos próximos {days} dias.} other {# vencem nos próximos {days} dias.}}',
  }),
  open: defineMessage<{ count: number }>({
    id: 'myArea.summary.open',
    defaultMessage:
      '{count, plural, =0 {Nenhum empréstimo em aberto.} one {# empréstimo em aberto.} other {# empréstimos em aberto.}}',
  }),
  ready: defineMessage<{ count: number }>({
    id: 'myArea.summary.ready',
    defaultMessage:
      '{count, plural, =0 {Nenhuma reserva para retirar.} one {# reserva pronta para retirar.} other {# reservas prontas para retirar.}}',
  }),
  waiting: defineMessage<{ count: number }>({
    id: 'myArea.summary.waiting',
    defaultMessage:
      '{count, plural, =0 {Nenhuma reserva na fila.} one {# reserva na fila.} other {# reservas na fila.}}',
  }),
  owed: defineMessage<{ amount: string }>({
    id: 'myArea.summary.owed',
    defaultMessage: 'Valor em aberto: {amount}.',
  }),
  unread: defineMessage<{ count: number }>({
    id: 'myArea.summary.unread',
    defaultMessage:
      '{count, plural, =0 {Nenhum alerta não lido.} one {# alerta não lido.} other {# alertas não lidos.}}',
  }),
};
