import { defineMessage, defineMessages } from 'react-intl';

/** The basket's closed-storage section; the words it shares with the title's tab are in lib/closed-storage. */
export const basketClosedStorageMessages = defineMessages({
  heading: { id: 'basket.closedStorage.heading', defaultMessage: 'Acervo fechado' },
  loading: {
    id: 'basket.closedStorage.loading',
    defaultMessage: 'Procurando exemplares destes títulos no acervo fechado',
  },
  none: {
    id: 'basket.closedStorage.none',
    defaultMessage:
      'Nenhum título da cesta tem exemplares no acervo fechado: os que a biblioteca tem estão nas estantes.',
  },
  intro: defineMessage<{ count: number }>({
    id: 'basket.closedStorage.intro',
    defaultMessage:
      '{count, plural, one {Um título da cesta tem exemplares guardados} other {# títulos da cesta têm exemplares guardados}} fora do alcance do público. Escolha os que quer consultar: cada biblioteca os traz ao seu balcão.',
  }),
  copies: { id: 'basket.closedStorage.copies', defaultMessage: 'Exemplares no acervo fechado' },
  retry: { id: 'basket.closedStorage.retry', defaultMessage: 'Tentar enviar de novo' },
  failed: {
    id: 'basket.closedStorage.failed',
    defaultMessage: 'O pedido não foi enviado. Os exemplares escolhidos continuam marcados.',
  },
  sentHeading: defineMessage<{ count: number }>({
    id: 'basket.closedStorage.sentHeading',
    defaultMessage:
      '{count, plural, one {Pedido enviado} other {# pedidos enviados, um para cada biblioteca}}',
  }),
  outcome: defineMessage<{ tombo: string; title: string; status: string; date: string }>({
    id: 'basket.closedStorage.outcome',
    defaultMessage: 'Exemplar {tombo} ({title}): {status}; no balcão a partir de {date}.',
  }),
  libraryAnswer: defineMessage<{ library: string; message: string }>({
    id: 'basket.closedStorage.libraryAnswer',
    defaultMessage: '{library}: {message}',
  }),
});
