import { defineMessages } from 'react-intl';

/** The tab's own words; what it shares with the basket's request is in lib/closed-storage. */
export const closedStacksMessages = defineMessages({
  loading: { id: 'title.closedStacks.loading', defaultMessage: 'Carregando os exemplares do acervo fechado' },
  none: {
    id: 'title.closedStacks.none',
    defaultMessage:
      'Nenhum exemplar deste título fica no acervo fechado: os que a biblioteca tem estão nas estantes.',
  },
  seeCopies: { id: 'title.closedStacks.seeCopies', defaultMessage: 'Ver os exemplares' },
  intro: {
    id: 'title.closedStacks.intro',
    defaultMessage:
      'Estes exemplares ficam guardados fora do alcance do público. Peça-os aqui e retire-os no balcão da biblioteca para consulta.',
  },
});
