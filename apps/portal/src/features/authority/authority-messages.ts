import { defineMessage, defineMessages } from 'react-intl';

export const authorityMessages = defineMessages({
  loading: defineMessage<{ codAutoridade: number }>({
    id: 'authority.heading',
    defaultMessage: 'Autoridade {codAutoridade}',
  }),
  loadFailed: { id: 'authority.loadFailed', defaultMessage: 'Não foi possível carregar esta autoridade.' },
  tabs: { id: 'authority.tabs', defaultMessage: 'Seções da autoridade' },
  record: { id: 'authority.tab.record', defaultMessage: 'Registro' },
  marc: { id: 'authority.tab.marc', defaultMessage: 'MARC' },
  type: { id: 'authority.type', defaultMessage: 'Tipo de autoridade:' },
  year: defineMessage<{ year: string }>({ id: 'authority.titleYear', defaultMessage: '({year})' }),
  usedFor: { id: 'authority.usedFor', defaultMessage: 'Formas não usadas (remissivas “ver”)' },
  usedForHint: {
    id: 'authority.usedForHint',
    defaultMessage: 'Buscas por estas formas levam a este cabeçalho.',
  },
  seeAlso: { id: 'authority.seeAlso', defaultMessage: 'Ver também' },
  notes: { id: 'authority.notes', defaultMessage: 'Notas' },
  sources: { id: 'authority.sources', defaultMessage: 'Fontes consultadas' },
  titles: defineMessage<{ total: number }>({
    id: 'authority.titles',
    defaultMessage: 'Títulos com este cabeçalho ({total, number})',
  }),
  noTitles: {
    id: 'authority.noTitles',
    defaultMessage: 'Nenhum título do catálogo está ligado a este cabeçalho.',
  },
  titlesPages: { id: 'authority.titlesPages', defaultMessage: 'Páginas dos títulos' },
  search: defineMessage<{ heading: string }>({
    id: 'authority.search',
    defaultMessage: 'Pesquisar “{heading}” no catálogo',
  }),
  marcEmpty: { id: 'authority.marcEmpty', defaultMessage: 'Esta autoridade não tem registro MARC.' },
});
