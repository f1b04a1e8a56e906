import { defineMessage, defineMessages } from 'react-intl';

export const homeMessages = {
  ...defineMessages({
    heading: { id: 'home.heading', defaultMessage: 'Pesquisar no acervo' },
    search: { id: 'home.search', defaultMessage: 'Pesquisar' },
    loadingInstitution: { id: 'home.loadingInstitution', defaultMessage: 'Carregando a biblioteca…' },
    guides: { id: 'home.guides', defaultMessage: 'Guias de pesquisa' },
  }),
  intro: defineMessage<{ institution: string }>({
    id: 'home.intro',
    defaultMessage: 'Encontre livros, periódicos e materiais da biblioteca da {institution}.',
  }),
};
