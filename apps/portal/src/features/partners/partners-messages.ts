import { defineMessages } from 'react-intl';

export const partnersMessages = defineMessages({
  grupoa: { id: 'partners.grupoa.heading', defaultMessage: 'Biblioteca digital Grupo A' },
  pearson: { id: 'partners.pearson.heading', defaultMessage: 'Biblioteca virtual Pearson' },
  explanation: {
    id: 'partners.explanation',
    defaultMessage: 'Este conteúdo é aberto a partir de um título do acervo, já com o seu acesso.',
  },
});
