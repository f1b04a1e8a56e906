import { defineMessage, defineMessages } from 'react-intl';

export const debtsMessages = defineMessages({
  owed: { id: 'debts.owed', defaultMessage: 'Débitos em aberto' },
  totalOwed: defineMessage<{ amount: string }>({
    id: 'debts.totalOwed',
    defaultMessage: 'Total em aberto: {amount}',
  }),
  nothingOwedTitle: { id: 'debts.nothingOwed.title', defaultMessage: 'Nenhum débito em aberto' },
  nothingOwedBody: {
    id: 'debts.nothingOwed.body',
    defaultMessage: 'Você não deve nada às bibliotecas. Multas pagas continuam listadas abaixo.',
  },
  byLibraryTable: { id: 'debts.byLibrary.table', defaultMessage: 'Débitos em aberto por biblioteca' },
  owedHere: { id: 'debts.column.owedHere', defaultMessage: 'Em aberto' },
  gruHint: {
    id: 'debts.gru.hint',
    defaultMessage:
      'Pague com uma Guia de Recolhimento da União (GRU), uma por biblioteca. O débito é baixado quando a biblioteca recebe o pagamento.',
  },
  generateGru: { id: 'debts.gru.generate', defaultMessage: 'Gerar GRU' },
  generateGruFor: defineMessage<{ library: string }>({
    id: 'debts.gru.generateFor',
    defaultMessage: 'Gerar GRU para {library}',
  }),
  gruTitle: { id: 'debts.gru.title', defaultMessage: 'Guia de pagamento (GRU)' },
  gruReference: { id: 'debts.gru.reference', defaultMessage: 'Número de referência' },
  gruAmount: { id: 'debts.gru.amount', defaultMessage: 'Valor' },
  gruDue: { id: 'debts.gru.due', defaultMessage: 'Vencimento' },
  fines: { id: 'debts.fines', defaultMessage: 'Multas' },
  finesTable: { id: 'debts.fines.table', defaultMessage: 'Multas' },
  reason: { id: 'debts.column.reason', defaultMessage: 'Motivo' },
  issuedOn: { id: 'debts.column.issuedOn', defaultMessage: 'Gerada em' },
  amount: { id: 'debts.column.amount', defaultMessage: 'Valor' },
  discount: { id: 'debts.column.discount', defaultMessage: 'Desconto' },
  paid: { id: 'debts.column.paid', defaultMessage: 'Pago' },
  paidOn: { id: 'debts.column.paidOn', defaultMessage: 'Data do pagamento' },
  stillOwed: { id: 'debts.column.stillOwed', defaultMessage: 'A pagar' },
  notPaid: { id: 'debts.notPaid', defaultMessage: 'Não paga' },
  settled: { id: 'debts.settled', defaultMessage: 'Quitada' },
  finesEmptyTitle: { id: 'debts.fines.empty.title', defaultMessage: 'Nenhuma multa' },
  finesEmptyBody: {
    id: 'debts.fines.empty.body',
    defaultMessage: 'Multas por atraso na devolução aparecem aqui, pagas ou não.',
  },
});
