import { defineMessages } from 'react-intl';

export const homeMessages = {
  ...defineMessages({
    heading: { id: 'home.heading', defaultMessage: 'Pesquisar no acervo' },
    guides: { id: 'home.guides', defaultMessage: 'Guias de pesquisa' },
    pageTitle: { id: 'home.pageTitle', defaultMessage: 'Início' },
    intro: {
      id: 'home.intro',
      defaultMessage: 'Encontre livros, periódicos e outros materiais da biblioteca.',
    },
  }),
};
