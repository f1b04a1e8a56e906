import { defineMessages } from 'react-intl';

export const notFoundMessages = defineMessages({
  heading: { id: 'notFound.heading', defaultMessage: 'Página não encontrada' },
  explanation: {
    id: 'notFound.explanation',
    defaultMessage: 'O endereço pode ter mudado ou estar incorreto. Confira o endereço ou volte ao início.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Ir para a página inicial' },
});
