import { defineMessage, defineMessages } from 'react-intl';

export const searchResultsMessages = {
  ...defineMessages({
    errorTitle: { id: 'search.results.errorTitle', defaultMessage: 'A pesquisa não pôde ser feita' },
    retry: { id: 'search.results.retry', defaultMessage: 'Tentar novamente' },
    sort: { id: 'search.results.sort', defaultMessage: 'Ordenar por' },
    descending: { id: 'search.results.descending', defaultMessage: 'Ordem decrescente' },
    display: { id: 'search.results.display', defaultMessage: 'Exibição' },
    displayList: { id: 'search.results.displayList', defaultMessage: 'Lista' },
    displayCovers: { id: 'search.results.displayCovers', defaultMessage: 'Capas' },
    filters: { id: 'search.results.filters', defaultMessage: 'Filtros' },
    activeFilters: { id: 'search.results.activeFilters', defaultMessage: 'Filtros aplicados' },
    clearFilters: { id: 'search.results.clearFilters', defaultMessage: 'Limpar filtros' },
    pagination: { id: 'search.results.pagination', defaultMessage: 'Páginas de resultados' },
    addToBasket: { id: 'search.results.addToBasket', defaultMessage: 'Adicionar à cesta' },
    onlineAccess: { id: 'search.results.onlineAccess', defaultMessage: 'Acesso online' },
    accessible: { id: 'search.results.accessible', defaultMessage: 'Formato acessível' },
    noneAvailable: { id: 'search.results.noneAvailable', defaultMessage: 'Nenhum exemplar disponível' },
    didYouMean: { id: 'search.results.didYouMean', defaultMessage: 'Você quis dizer:' },
    emptyTitle: { id: 'search.results.emptyTitle', defaultMessage: 'Nenhum título corresponde à pesquisa' },
    emptyTryAllFields: {
      id: 'search.results.emptyTryAllFields',
      defaultMessage: 'Pesquisar em todos os campos',
    },
    emptyHint: {
      id: 'search.results.emptyHint',
      defaultMessage:
        'Confira a grafia, use menos palavras ou palavras mais gerais, ou pesquise em todos os campos.',
    },
    emptyHintFilters: {
      id: 'search.results.emptyHintFilters',
      defaultMessage: 'Os filtros escolhidos podem ser a causa: remova algum ou limpe todos.',
    },
    firstPage: { id: 'search.results.firstPage', defaultMessage: 'Ir para a primeira página' },
  }),
  // Portuguese counts 0 as 'one': zero is spelt out so it reads "0 resultados".
  heading: defineMessage<{ total: number; term: string }>({
    id: 'search.results.heading',
    defaultMessage: '{total, plural, =0 {# resultados} one {# resultado} other {# resultados}} para “{term}”',
  }),
  browseHeading: defineMessage<{ total: number }>({
    id: 'search.results.browseHeading',
    defaultMessage:
      '{total, plural, =0 {# títulos} one {# título} other {# títulos}} com os filtros escolhidos',
  }),
  range: defineMessage<{ first: string; last: string; total: string }>({
    id: 'search.results.range',
    defaultMessage: '{first}–{last} de {total}',
  }),
  pastTheEnd: defineMessage<{ page: number; pages: number }>({
    id: 'search.results.pastTheEnd',
    defaultMessage:
      'A página {page} não existe: esta pesquisa tem {pages, plural, one {# página} other {# páginas}}.',
  }),
  availability: defineMessage<{ available: number; total: number }>({
    id: 'search.results.availability',
    defaultMessage: '{available} de {total} disponíveis',
  }),
  addToBasketNamed: defineMessage<{ title: string }>({
    id: 'search.results.addToBasketNamed',
    defaultMessage: 'Adicionar à cesta: {title}',
  }),
  filtersCount: defineMessage<{ count: number }>({
    id: 'search.results.filtersCount',
    defaultMessage: 'Filtros ({count})',
  }),
  callNumber: defineMessage<{ callNumber: string }>({
    id: 'search.results.callNumber',
    defaultMessage: 'Localização: {callNumber}',
  }),
};
