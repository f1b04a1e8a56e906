import { defineMessage, defineMessages } from 'react-intl';

export const searchHistoryMessages = {
  ...defineMessages({
    heading: { id: 'searchHistory.heading', defaultMessage: 'Histórico de pesquisa' },
    intro: {
      id: 'searchHistory.intro',
      defaultMessage:
        'As pesquisas desta sessão do navegador, a mais recente primeiro. Abra uma para ver seus resultados de novo. O histórico some quando você fecha a aba ou sai da sua conta.',
    },
    link: { id: 'searchHistory.link', defaultMessage: 'Histórico de pesquisa' },
    emptyTitle: { id: 'searchHistory.empty.title', defaultMessage: 'Nenhuma pesquisa nesta sessão' },
    emptyBody: {
      id: 'searchHistory.empty.body',
      defaultMessage: 'As pesquisas que você fizer no acervo aparecem aqui, para repeti-las com um clique.',
    },
    emptyAction: { id: 'searchHistory.empty.action', defaultMessage: 'Pesquisar no acervo' },
    clear: { id: 'searchHistory.clear', defaultMessage: 'Limpar o histórico' },
    clearTitle: { id: 'searchHistory.clear.title', defaultMessage: 'Limpar o histórico?' },
    clearConfirm: { id: 'searchHistory.clear.confirm', defaultMessage: 'Limpar' },
    cleared: { id: 'searchHistory.cleared', defaultMessage: 'O histórico de pesquisa foi limpo.' },
    browse: { id: 'searchHistory.browse', defaultMessage: 'Navegação por filtros' },
    remove: { id: 'searchHistory.remove', defaultMessage: 'Remover' },
  }),
  count: defineMessage<{ count: number }>({
    id: 'searchHistory.count',
    defaultMessage: '{count, plural, one {# pesquisa} other {# pesquisas}}',
  }),
  found: defineMessage<{ count: number }>({
    id: 'searchHistory.found',
    defaultMessage: '{count, plural, =0 {nenhum título} one {# título} other {# títulos}}',
  }),
  filters: defineMessage<{ filters: string }>({
    id: 'searchHistory.filters',
    defaultMessage: 'Filtros: {filters}',
  }),
  ranAt: defineMessage<{ time: string }>({
    id: 'searchHistory.ranAt',
    defaultMessage: 'às {time}',
  }),
  removeNamed: defineMessage<{ search: string }>({
    id: 'searchHistory.removeNamed',
    defaultMessage: 'Remover do histórico: {search}',
  }),
  removed: defineMessage<{ search: string }>({
    id: 'searchHistory.removed',
    defaultMessage: '“{search}” saiu do histórico.',
  }),
  clearBody: defineMessage<{ count: number }>({
    id: 'searchHistory.clear.body',
    defaultMessage:
      '{count, plural, one {# pesquisa sai do histórico.} other {# pesquisas saem do histórico.}} Isso não pode ser desfeito.',
  }),
};
