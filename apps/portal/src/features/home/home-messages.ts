import { defineMessage, defineMessages } from 'react-intl';

export const homeMessages = {
  ...defineMessages({
    heading: { id: 'home.heading', defaultMessage: 'Pesquisar no acervo' },
    loadingInstitution: { id: 'home.loadingInstitution', defaultMessage: 'Carregando a biblioteca…' },
    guides: { id: 'home.guides', defaultMessage: 'Guias de pesquisa' },
    pageTitle: { id: 'home.pageTitle', defaultMessage: 'Início' },
  }),
  intro: defineMessage<{ institution: string }>({
    id: 'home.intro',
    defaultMessage: 'Encontre livros, periódicos e materiais da biblioteca da {institution}.',
  }),
};
