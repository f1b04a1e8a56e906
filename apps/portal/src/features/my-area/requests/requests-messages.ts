import type { RequestStatus } from './api/requests.ts';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** Words the five request pages share: the form's rules and the list of requests sent. */
export const requestsMessages = defineMessages({
  newRequest: { id: 'myArea.requests.new', defaultMessage: 'Nova solicitação' },
  library: { id: 'myArea.requests.library', defaultMessage: 'Biblioteca' },
  notes: { id: 'myArea.requests.notes', defaultMessage: 'Observações' },
  send: { id: 'myArea.requests.send', defaultMessage: 'Enviar solicitação' },
  sent: {
    id: 'myArea.requests.sent',
    defaultMessage: 'Solicitação enviada. Ela aparece na sua lista abaixo.',
  },
  requiredHint: { id: 'myArea.requests.requiredHint', defaultMessage: 'Campos com * são obrigatórios.' },
  notANumber: { id: 'myArea.requests.notANumber', defaultMessage: 'Informe um número inteiro, como 120.' },
  notAYear: {
    id: 'myArea.requests.notAYear',
    defaultMessage: 'Informe o ano com quatro algarismos, como 2024.',
  },
  pagesHint: { id: 'myArea.requests.pagesHint', defaultMessage: 'Uma página ou um intervalo, como 20-30.' },
  pagesFormat: { id: 'myArea.requests.pagesFormat', defaultMessage: 'Informe as páginas como 20-30.' },
  pagesReversed: {
    id: 'PaginaInicialMaiorQueFinal',
    defaultMessage: 'A página inicial não pode ser maior que a final.',
  },
  yearsReversed: {
    id: 'PeriodoInicialMaiorQueFinal',
    defaultMessage: 'O ano inicial não pode ser posterior ao ano final.',
  },
  dateInPast: { id: 'myArea.requests.dateInPast', defaultMessage: 'Escolha uma data a partir de hoje.' },
  phoneRequired: { id: 'myArea.requests.phoneRequired', defaultMessage: 'Informe um telefone com números.' },
  emailInvalid: { id: 'myArea.requests.emailInvalid', defaultMessage: 'Preencha um e-mail válido!' },
  mine: { id: 'myArea.requests.mine', defaultMessage: 'Minhas solicitações' },
  period: { id: 'myArea.requests.period', defaultMessage: 'Solicitações enviadas no período' },
  status: { id: 'myArea.requests.status', defaultMessage: 'Situação' },
  allStatuses: { id: 'myArea.requests.allStatuses', defaultMessage: 'Todas as situações' },
  request: { id: 'myArea.requests.request', defaultMessage: 'Solicitação' },
  sentOn: { id: 'myArea.requests.sentOn', defaultMessage: 'Enviada em' },
  answer: defineMessage<{ answer: string }>({
    id: 'myArea.requests.answer',
    defaultMessage: 'Resposta da biblioteca: {answer}',
  }),
  count: defineMessage<{ count: number; start: string; end: string }>({
    id: 'myArea.requests.count',
    defaultMessage:
      '{count, plural, one {# solicitação enviada} other {# solicitações enviadas}} de {start} a {end}.',
  }),
  emptyTitle: { id: 'myArea.requests.empty.title', defaultMessage: 'Nenhuma solicitação neste período' },
  emptyBody: {
    id: 'myArea.requests.empty.body',
    defaultMessage: 'Escolha outro período ou outra situação, ou envie uma solicitação acima.',
  },
});

/** The four statuses of a request, in words. */
export const requestStatusMessages: Record<RequestStatus, MessageDescriptor> = defineMessages({
  aguardando: { id: 'myArea.requests.status.aguardando', defaultMessage: 'Aguardando atendimento' },
  em_andamento: { id: 'myArea.requests.status.em_andamento', defaultMessage: 'Em andamento' },
  atendida: { id: 'myArea.requests.status.atendida', defaultMessage: 'Atendida' },
  cancelada: { id: 'myArea.requests.status.cancelada', defaultMessage: 'Cancelada' },
});
