import type { loanRequestStatuses } from '@acervo/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { LoanRequestFilter } from './api/loan-requests.ts';

export const loanRequestsMessages = defineMessages({
  list: { id: 'loanRequests.list', defaultMessage: 'Minhas solicitações' },
  table: { id: 'loanRequests.table', defaultMessage: 'Solicitações de empréstimo' },
  period: { id: 'loanRequests.period', defaultMessage: 'Solicitações feitas no período' },
  status: { id: 'loanRequests.status', defaultMessage: 'Situação' },
  count: defineMessage<{ count: number; start: string; end: string }>({
    id: 'loanRequests.count',
    defaultMessage:
      '{count, plural, one {# solicitação feita} other {# solicitações feitas}} de {start} a {end}.',
  }),
  requestedOn: { id: 'loanRequests.column.requestedOn', defaultMessage: 'Solicitado em' },
  delivery: { id: 'loanRequests.column.delivery', defaultMessage: 'Retirada' },
  fromLibrary: defineMessage<{ library: string }>({
    id: 'loanRequests.fromLibrary',
    defaultMessage: 'De: {library}',
  }),
  pickUpAt: defineMessage<{ library: string }>({
    id: 'loanRequests.pickUpAt',
    defaultMessage: 'Retirar em: {library}',
  }),
  homeDelivery: defineMessage<{ library: string }>({
    id: 'loanRequests.homeDelivery',
    defaultMessage: 'Entrega em domicílio, por {library}',
  }),
  copyParts: defineMessage<{ parts: string }>({
    id: 'loanRequests.copyParts',
    defaultMessage: 'Exemplar: {parts}',
  }),
  volume: defineMessage<{ value: string }>({ id: 'loanRequests.volume', defaultMessage: 'v. {value}' }),
  tome: defineMessage<{ value: string }>({ id: 'loanRequests.tome', defaultMessage: 't. {value}' }),
  part: defineMessage<{ value: string }>({ id: 'loanRequests.part', defaultMessage: 'pt. {value}' }),
  howToCancel: {
    id: 'loanRequests.howToCancel',
    defaultMessage:
      'Para desistir de uma solicitação que ainda não foi finalizada, procure a biblioteca de retirada.',
  },
  emptyTitle: { id: 'loanRequests.empty.title', defaultMessage: 'Nenhuma solicitação neste período' },
  emptyBody: {
    id: 'loanRequests.empty.body',
    defaultMessage:
      'Escolha outro período ou outra situação. Para pedir um título que está em outra biblioteca, use a aba “Solicitação de empréstimo” na página do título.',
  },
});

/** Spec §4's loan-request filter: all, then each status group, in words. */
export const loanRequestFilterMessages: Record<LoanRequestFilter, MessageDescriptor> = defineMessages({
  todos: { id: 'loanRequests.filter.todos', defaultMessage: 'Todas as situações' },
  aguardando: { id: 'loanRequests.filter.aguardando', defaultMessage: 'Aguardando' },
  finalizado: { id: 'loanRequests.filter.finalizado', defaultMessage: 'Finalizadas' },
  nao_finalizado: {
    id: 'loanRequests.filter.nao_finalizado',
    defaultMessage: 'Não finalizadas (canceladas)',
  },
  disponivel: { id: 'loanRequests.filter.disponivel', defaultMessage: 'Disponíveis para retirada' },
  em_transito: { id: 'loanRequests.filter.em_transito', defaultMessage: 'Em trânsito' },
});

/** One request's status, in words. */
export const loanRequestStatusMessages: Record<(typeof loanRequestStatuses)[number], MessageDescriptor> =
  defineMessages({
    aguardando: { id: 'loanRequests.status.aguardando', defaultMessage: 'Aguardando' },
    em_transito: { id: 'loanRequests.status.em_transito', defaultMessage: 'Em trânsito' },
    disponivel: { id: 'loanRequests.status.disponivel', defaultMessage: 'Disponível para retirada' },
    finalizada: { id: 'loanRequests.status.finalizada', defaultMessage: 'Finalizada' },
    cancelada: { id: 'loanRequests.status.cancelada', defaultMessage: 'Não finalizada (cancelada)' },
  });
