import { defineMessage, defineMessages } from 'react-intl';

export const titleMessages = defineMessages({
  loadingTitle: { id: 'title.loading', defaultMessage: 'Carregando título…' },
  loadFailed: { id: 'title.loadFailed', defaultMessage: 'Não foi possível carregar este título.' },
  untitled: defineMessage<{ codAcervo: number }>({
    id: 'title.heading',
    defaultMessage: 'Título {codAcervo}',
  }),
  tabs: { id: 'title.tabs', defaultMessage: 'Seções do título' },
  details: { id: 'title.tab.details', defaultMessage: 'Detalhes' },
  referencia: { id: 'title.tab.referencia', defaultMessage: 'Referência' },
  marc: { id: 'title.tab.marc', defaultMessage: 'MARC' },
  exemplares: { id: 'title.tab.exemplares', defaultMessage: 'Exemplares' },
  'dublin-core': { id: 'title.tab.dublinCore', defaultMessage: 'Dublin Core' },
  reserva: { id: 'title.tab.reserva', defaultMessage: 'Reserva' },
  'solicitacao-emprestimo': { id: 'title.tab.solicitacaoEmprestimo', defaultMessage: 'Solicitar empréstimo' },
  'colecao-kardex': { id: 'title.tab.colecaoKardex', defaultMessage: 'Coleção (Kardex)' },
  sumarios: { id: 'title.tab.sumarios', defaultMessage: 'Sumários' },
  'sumarios-livros': { id: 'title.tab.sumariosLivros', defaultMessage: 'Sumários de livros' },
  'dados-estatisticos': { id: 'title.tab.dadosEstatisticos', defaultMessage: 'Dados estatísticos' },
  'acervo-fechado': { id: 'title.tab.acervoFechado', defaultMessage: 'Acervo fechado' },
});

/** The header's labels: the record's fields, its badges and actions. */
export const headerMessages = defineMessages({
  record: { id: 'title.header.record', defaultMessage: 'Dados do título' },
  authors: { id: 'title.field.authors', defaultMessage: 'Autores' },
  subjects: { id: 'title.field.subjects', defaultMessage: 'Assuntos' },
  edition: { id: 'title.field.edition', defaultMessage: 'Edição' },
  publisher: { id: 'title.field.publisher', defaultMessage: 'Publicação' },
  year: { id: 'title.field.year', defaultMessage: 'Ano' },
  physical: { id: 'title.field.physical', defaultMessage: 'Descrição física' },
  series: { id: 'title.field.series', defaultMessage: 'Série' },
  isbn: { id: 'title.field.isbn', defaultMessage: 'ISBN' },
  issn: { id: 'title.field.issn', defaultMessage: 'ISSN' },
  language: { id: 'title.field.language', defaultMessage: 'Idioma' },
  notes: { id: 'title.field.notes', defaultMessage: 'Notas' },
  callNumber: { id: 'title.field.callNumber', defaultMessage: 'Número de chamada' },
  cover: defineMessage<{ title: string }>({
    id: 'title.cover',
    defaultMessage: 'Capa de “{title}”',
  }),
  online: { id: 'title.badge.online', defaultMessage: 'Acesso online' },
  accessible: { id: 'title.badge.accessible', defaultMessage: 'Formato acessível' },
  available: defineMessage<{ available: number; total: number }>({
    id: 'title.availability',
    defaultMessage:
      '{available} de {total, plural, one {# exemplar disponível} other {# exemplares disponíveis}}',
  }),
  addToBasket: { id: 'title.basket.add', defaultMessage: 'Adicionar à cesta' },
  removeFromBasket: { id: 'title.basket.remove', defaultMessage: 'Remover da cesta' },
  added: defineMessage<{ title: string }>({
    id: 'title.basket.added',
    defaultMessage: '“{title}” foi adicionado à cesta.',
  }),
  removed: defineMessage<{ title: string }>({
    id: 'title.basket.removed',
    defaultMessage: '“{title}” foi removido da cesta.',
  }),
  noCopies: { id: 'title.noCopies', defaultMessage: 'Nenhum exemplar' },
  goToBasket: { id: 'title.basket.open', defaultMessage: 'Ver a cesta' },
});

export const permanentBasketActionMessages = defineMessages({
  add: { id: 'title.permanentBasket.add', defaultMessage: 'Adicionar à cesta permanente' },
  added: defineMessage<{ title: string }>({
    id: 'title.permanentBasket.added',
    defaultMessage: '“{title}” foi adicionado à cesta permanente.',
  }),
  inIt: { id: 'title.permanentBasket.inIt', defaultMessage: 'Na sua cesta permanente' },
  open: { id: 'title.permanentBasket.open', defaultMessage: 'Ver a cesta permanente' },
});
