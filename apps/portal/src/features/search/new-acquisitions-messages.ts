import { defineMessage, defineMessages } from 'react-intl';

export const newAcquisitionsMessages = {
  ...defineMessages({
    heading: { id: 'newAcquisitions.heading', defaultMessage: 'Novas aquisições' },
    intro: {
      id: 'newAcquisitions.intro',
      defaultMessage: 'Títulos que chegaram ao acervo recentemente, os mais novos primeiro.',
    },
    filters: { id: 'newAcquisitions.filters', defaultMessage: 'Filtrar novas aquisições' },
    period: { id: 'newAcquisitions.period', defaultMessage: 'Período' },
    library: { id: 'newAcquisitions.library', defaultMessage: 'Biblioteca' },
    allLibraries: { id: 'newAcquisitions.allLibraries', defaultMessage: 'Todas as bibliotecas' },
    listLabel: { id: 'newAcquisitions.listLabel', defaultMessage: 'Títulos adquiridos' },
    loading: { id: 'newAcquisitions.loading', defaultMessage: 'Carregando novas aquisições…' },
    errorTitle: {
      id: 'newAcquisitions.errorTitle',
      defaultMessage: 'Não foi possível carregar as novas aquisições.',
    },
    emptyTitle: { id: 'newAcquisitions.emptyTitle', defaultMessage: 'Nenhuma aquisição neste período' },
    emptyHint: {
      id: 'newAcquisitions.emptyHint',
      defaultMessage: 'Escolha um período mais longo ou todas as bibliotecas.',
    },
    pagination: { id: 'newAcquisitions.pagination', defaultMessage: 'Páginas de novas aquisições' },
  }),
  periodDays: defineMessage<{ days: number }>({
    id: 'newAcquisitions.periodDays',
    defaultMessage: 'Últimos {days} dias',
  }),
  count: defineMessage<{ total: number }>({
    id: 'newAcquisitions.count',
    defaultMessage: '{total, plural, one {# título adquirido} other {# títulos adquiridos}}',
  }),
};
