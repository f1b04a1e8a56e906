import { defineMessage, defineMessages } from 'react-intl';

export const renewalsMessages = defineMessages({
  tableLabel: { id: 'renewals.table', defaultMessage: 'Empréstimos em aberto' },
  loanDate: { id: 'renewals.column.loanDate', defaultMessage: 'Empréstimo' },
  borrowedAt: defineMessage<{ library: string; date: string }>({
    id: 'renewals.borrowedAt',
    defaultMessage: '{library}, emprestado em {date}',
  }),
  dueDate: { id: 'renewals.column.dueDate', defaultMessage: 'Devolução prevista' },
  renewals: { id: 'renewals.column.renewals', defaultMessage: 'Renovações' },
  renewalsUsed: defineMessage<{ used: number; limit: number }>({
    id: 'renewals.used',
    defaultMessage: '{used} de {limit}',
  }),
  dueToday: { id: 'renewals.badge.dueToday', defaultMessage: 'Vence hoje' },
  overdue: defineMessage<{ days: number }>({
    id: 'renewals.badge.overdue',
    defaultMessage: '{days, plural, one {# dia em atraso} other {# dias em atraso}}',
  }),
  reserved: { id: 'renewals.badge.reserved', defaultMessage: 'Reservado por outro leitor' },
  renew: { id: 'renewals.renew', defaultMessage: 'Renovar' },
  renewTitle: defineMessage<{ title: string }>({
    id: 'renewals.renewTitle',
    defaultMessage: 'Renovar “{title}”',
  }),
  renewSelected: defineMessage<{ count: number }>({
    id: 'renewals.renewSelected',
    defaultMessage: 'Renovar selecionados ({count})',
  }),
  renewAll: { id: 'renewals.renewAll', defaultMessage: 'Renovar todos' },
  renewedUntil: defineMessage<{ date: string }>({
    id: 'renewals.renewedUntil',
    defaultMessage: 'Renovado até {date}.',
  }),
  notRenewed: defineMessage<{ reason: string }>({
    id: 'renewals.notRenewed',
    defaultMessage: 'Não renovado: {reason}',
  }),
  outcomeTitle: { id: 'renewals.outcome.title', defaultMessage: 'Resultado da renovação' },
  outcomeOne: defineMessage<{ title: string; answer: string }>({
    id: 'renewals.outcome.one',
    defaultMessage: '“{title}”: {answer}',
  }),
  outcomeMany: defineMessage<{ renewed: number; refused: number }>({
    id: 'renewals.outcome.many',
    defaultMessage:
      '{renewed, plural, one {# empréstimo renovado} other {# empréstimos renovados}}; {refused, plural, one {# não renovado} other {# não renovados}}. A resposta de cada um está ao lado dele na tabela.',
  }),
  outcomeNone: { id: 'renewals.outcome.none', defaultMessage: 'Não há empréstimos para renovar.' },
  renewFailed: defineMessage<{ reason: string }>({
    id: 'renewals.failed',
    defaultMessage: 'A renovação não foi feita. {reason}',
  }),
  cannotRenew: { id: 'renewals.cannotRenew', defaultMessage: 'No momento você não pode renovar empréstimos' },
  receipt: {
    id: 'renewals.receipt',
    defaultMessage: 'Enviamos um comprovante com as novas datas para o seu e-mail.',
  },
  emptyTitle: { id: 'renewals.empty.title', defaultMessage: 'Nenhum empréstimo em aberto' },
  emptyBody: {
    id: 'renewals.empty.body',
    defaultMessage: 'Quando você pegar um livro emprestado, ele aparecerá aqui com a data de devolução.',
  },
  searchCatalogue: { id: 'renewals.searchCatalogue', defaultMessage: 'Pesquisar no catálogo' },
  seeHistory: { id: 'renewals.seeHistory', defaultMessage: 'Ver histórico de empréstimos' },
  loanHistoryTable: { id: 'renewals.history.table', defaultMessage: 'Empréstimos do período' },
  returnedOn: { id: 'renewals.history.returned', defaultMessage: 'Devolução' },
  notReturned: { id: 'renewals.history.notReturned', defaultMessage: 'Em aberto' },
  fines: { id: 'renewals.history.fines', defaultMessage: 'Multas' },
  noFine: { id: 'renewals.history.noFine', defaultMessage: 'Sem multa' },
  fineLine: defineMessage<{ amount: string; status: string; reason: string }>({
    id: 'renewals.history.fineLine',
    defaultMessage: '{amount} ({status}) — {reason}',
  }),
  finePaid: { id: 'renewals.history.finePaid', defaultMessage: 'paga' },
  fineOpen: { id: 'renewals.history.fineOpen', defaultMessage: 'em aberto' },
  historyEmptyTitle: {
    id: 'renewals.history.empty.title',
    defaultMessage: 'Nenhum empréstimo neste período',
  },
  historyEmptyBody: {
    id: 'renewals.history.empty.body',
    defaultMessage: 'Escolha um período maior para ver empréstimos mais antigos.',
  },
  historyCount: defineMessage<{ count: number; start: string; end: string }>({
    id: 'renewals.history.count',
    defaultMessage: '{count, plural, one {# empréstimo} other {# empréstimos}} de {start} a {end}',
  }),
  historyPeriod: { id: 'renewals.history.period', defaultMessage: 'Período do empréstimo' },
});
