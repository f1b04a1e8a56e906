import { defineMessage, defineMessages } from 'react-intl';

export const titleMessages = defineMessages({
  heading: defineMessage<{ codAcervo: number }>({
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
