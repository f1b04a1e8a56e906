import { defineMessage, defineMessages } from 'react-intl';

export const networkMessages = defineMessages({
  heading: { id: 'title.network.heading', defaultMessage: 'Na Rede Pergamum' },
  intro: {
    id: 'title.network.intro',
    defaultMessage: 'Outras instituições da rede que têm esta obra:',
  },
  none: {
    id: 'title.network.none',
    defaultMessage: 'Nenhuma outra instituição da Rede Pergamum tem esta obra no catálogo da rede.',
  },
  loading: { id: 'title.network.loading', defaultMessage: 'Buscando a obra na Rede Pergamum…' },
  failed: {
    id: 'title.network.failed',
    defaultMessage: 'Não foi possível saber quem mais tem esta obra.',
  },
  record: defineMessage<{ title: string; imprint: string }>({
    id: 'title.network.record',
    defaultMessage: '{title}. {imprint}',
  }),
});
