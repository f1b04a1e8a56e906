import type { StorageRequestStatus } from '@acervo/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const storageRequestsMessages = defineMessages({
  intro: {
    id: 'storageRequests.intro',
    defaultMessage:
      'Exemplares guardados no acervo fechado que você pediu para consultar no balcão. Cada exemplar tem a sua situação: a biblioteca os busca e os devolve um a um.',
  },
  list: { id: 'storageRequests.list', defaultMessage: 'Exemplares solicitados' },
  table: { id: 'storageRequests.table', defaultMessage: 'Exemplares solicitados ao acervo fechado' },
  period: { id: 'storageRequests.period', defaultMessage: 'Solicitações feitas no período' },
  count: defineMessage<{ requests: number; copies: number; start: string; end: string }>({
    id: 'storageRequests.count',
    defaultMessage:
      '{requests, plural, one {# solicitação} other {# solicitações}} ({copies, plural, one {# exemplar} other {# exemplares}}) de {start} a {end}.',
  }),
  requestedOn: { id: 'storageRequests.column.requestedOn', defaultMessage: 'Solicitado em' },
  expected: { id: 'storageRequests.column.expected', defaultMessage: 'Previsão no balcão' },
  accession: defineMessage<{ value: string }>({
    id: 'storageRequests.accession',
    defaultMessage: 'Tombo {value}',
  }),
  room: defineMessage<{ room: string; position: string }>({
    id: 'storageRequests.room',
    defaultMessage: '{room}, {position}',
  }),
  requestNumber: defineMessage<{ number: number }>({
    id: 'storageRequests.requestNumber',
    defaultMessage: 'Solicitação nº {number}',
  }),
  volume: defineMessage<{ value: string }>({ id: 'storageRequests.volume', defaultMessage: 'v. {value}' }),
  tome: defineMessage<{ value: string }>({ id: 'storageRequests.tome', defaultMessage: 't. {value}' }),
  part: defineMessage<{ value: string }>({ id: 'storageRequests.part', defaultMessage: 'pt. {value}' }),
  atDesk: { id: 'storageRequests.atDesk', defaultMessage: 'Já está no balcão' },
  closed: { id: 'storageRequests.closed', defaultMessage: 'Encerrada' },
  emptyTitle: { id: 'storageRequests.empty.title', defaultMessage: 'Nenhuma solicitação neste período' },
  emptyBody: {
    id: 'storageRequests.empty.body',
    defaultMessage:
      'Escolha outro período. Para pedir um exemplar guardado, use a aba “Acervo fechado” na página do título ou a seção de mesmo nome na cesta.',
  },
});

/** Each copy's status, in words. */
export const storageStatusMessages: Record<StorageRequestStatus, MessageDescriptor> = defineMessages({
  aguardando: { id: 'storageRequests.status.aguardando', defaultMessage: 'Aguardando busca no armazém' },
  disponivel: { id: 'storageRequests.status.disponivel', defaultMessage: 'Disponível no balcão' },
  finalizada: { id: 'storageRequests.status.finalizada', defaultMessage: 'Finalizada' },
  cancelada: { id: 'storageRequests.status.cancelada', defaultMessage: 'Cancelada' },
});
