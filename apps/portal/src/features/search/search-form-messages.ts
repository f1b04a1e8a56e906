import { defineMessage, defineMessages } from 'react-intl';

export const searchFormMessages = {
  ...defineMessages({
    landmark: { id: 'search.form.landmark', defaultMessage: 'Pesquisa no acervo' },
    term: { id: 'search.form.term', defaultMessage: 'Termo de pesquisa' },
    field: { id: 'search.form.field', defaultMessage: 'Pesquisar em' },
    allFields: { id: 'search.form.allFields', defaultMessage: 'Todos os campos' },
    loadingResults: { id: 'search.loadingResults', defaultMessage: 'Carregando os resultados…' },
    submit: { id: 'search.form.submit', defaultMessage: 'Pesquisar' },
    advanced: { id: 'search.advanced.open', defaultMessage: 'Pesquisa avançada' },
    loadingAdvanced: { id: 'search.advanced.loading', defaultMessage: 'Carregando a pesquisa avançada…' },
    /** Spec §6: the search field's required message. */
    required: { id: 'search.form.required', defaultMessage: 'O campo acima é obrigatório.' },
  }),
  tooShort: defineMessage<{ min: number }>({
    id: 'search.form.tooShort',
    defaultMessage:
      'Digite ao menos uma palavra com {min} ou mais letras: palavras mais curtas são ignoradas na pesquisa.',
  }),
  /** After a suggestion: how many titles it finds. */
  suggestionTotal: defineMessage<{ total: number }>({
    id: 'search.form.suggestionTotal',
    defaultMessage: '{total, plural, one {# título} other {# títulos}}',
  }),
  documentTitle: defineMessage<{ term: string }>({
    id: 'search.documentTitle',
    defaultMessage: 'Pesquisa: {term}',
  }),
};
