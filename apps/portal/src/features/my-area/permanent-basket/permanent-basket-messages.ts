import { defineMessage, defineMessages } from 'react-intl';

export const permanentBasketMessages = defineMessages({
  period: { id: 'permanentBasket.period', defaultMessage: 'Incluídos na cesta no período' },
  statusFilter: { id: 'permanentBasket.statusFilter', defaultMessage: 'Mostrar' },
  all: { id: 'permanentBasket.filter.all', defaultMessage: 'Todos' },
  inBasketFilter: { id: 'permanentBasket.filter.inBasket', defaultMessage: 'No acervo' },
  removedFilter: { id: 'permanentBasket.filter.removed', defaultMessage: 'Removidos' },
  list: { id: 'permanentBasket.list', defaultMessage: 'Títulos do período' },
  table: { id: 'permanentBasket.table', defaultMessage: 'Cesta permanente' },
  count: defineMessage<{ count: number; removed: number; start: string; end: string }>({
    id: 'permanentBasket.count',
    defaultMessage:
      '{count, plural, one {# título incluído} other {# títulos incluídos}} de {start} a {end}, {removed, plural, one {# removido} other {# removidos}}.',
  }),
  addedOn: { id: 'permanentBasket.column.addedOn', defaultMessage: 'Incluído em' },
  availability: { id: 'permanentBasket.column.availability', defaultMessage: 'Disponíveis' },
  available: defineMessage<{ count: number }>({
    id: 'permanentBasket.available',
    defaultMessage: '{count, plural, one {# exemplar disponível} other {# exemplares disponíveis}}',
  }),
  noneAvailable: { id: 'permanentBasket.noneAvailable', defaultMessage: 'Nenhum exemplar disponível' },
  inBasket: { id: 'permanentBasket.status.inBasket', defaultMessage: 'No acervo' },
  removedStatus: { id: 'permanentBasket.status.removed', defaultMessage: 'Removido' },
  removedOn: defineMessage<{ date: string }>({
    id: 'permanentBasket.status.removedOn',
    defaultMessage: 'em {date}',
  }),
  remove: { id: 'permanentBasket.remove', defaultMessage: 'Remover' },
  removeThis: defineMessage<{ title: string }>({
    id: 'permanentBasket.removeThis',
    defaultMessage: 'Remover da cesta: {title}',
  }),
  removed: defineMessage<{ title: string }>({
    id: 'permanentBasket.removed',
    defaultMessage: '“{title}” removido da cesta permanente.',
  }),
  restore: { id: 'permanentBasket.restore', defaultMessage: 'Devolver à cesta' },
  restoreThis: defineMessage<{ title: string }>({
    id: 'permanentBasket.restoreThis',
    defaultMessage: 'Devolver à cesta: {title}',
  }),
  restored: defineMessage<{ title: string }>({
    id: 'permanentBasket.restored',
    defaultMessage: '“{title}” está de novo na cesta permanente.',
  }),
  emptyTitle: { id: 'permanentBasket.empty.title', defaultMessage: 'Nenhum título incluído neste período' },
  emptyBody: {
    id: 'permanentBasket.empty.body',
    defaultMessage:
      'Na página de um título, use “Adicionar à cesta permanente” para guardá-lo aqui. Escolha outro período para ver títulos incluídos antes.',
  },
  search: { id: 'permanentBasket.search', defaultMessage: 'Pesquisar no catálogo' },
});
