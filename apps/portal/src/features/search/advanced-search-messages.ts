import { defineMessage, defineMessages } from 'react-intl';

export const advancedSearchMessages = {
  ...defineMessages({
    heading: { id: 'search.advanced.heading', defaultMessage: 'Pesquisa avançada' },
    close: { id: 'search.advanced.close', defaultMessage: 'Pesquisa simples' },
    operator: { id: 'search.advanced.operator', defaultMessage: 'Operador' },
    and: { id: 'search.advanced.and', defaultMessage: 'E' },
    or: { id: 'search.advanced.or', defaultMessage: 'OU' },
    not: { id: 'search.advanced.not', defaultMessage: 'NÃO' },
    term: { id: 'search.advanced.term', defaultMessage: 'Termo' },
    addLine: { id: 'search.advanced.addLine', defaultMessage: 'Adicionar linha' },
    remove: { id: 'search.advanced.remove', defaultMessage: 'Remover' },
    limits: { id: 'search.advanced.limits', defaultMessage: 'Limitar a' },
    library: { id: 'search.advanced.library', defaultMessage: 'Biblioteca' },
    type: { id: 'search.advanced.type', defaultMessage: 'Tipo de obra' },
    language: { id: 'search.advanced.language', defaultMessage: 'Idioma' },
    any: { id: 'search.advanced.any', defaultMessage: 'Todos' },
    anyLibrary: { id: 'search.advanced.anyLibrary', defaultMessage: 'Todas as bibliotecas' },
    yearFrom: { id: 'search.advanced.yearFrom', defaultMessage: 'Ano inicial' },
    yearTo: { id: 'search.advanced.yearTo', defaultMessage: 'Ano final' },
    yearInvalid: {
      id: 'search.advanced.yearInvalid',
      defaultMessage: 'Digite um ano com até 4 algarismos, por exemplo 1990.',
    },
    yearsReversed: {
      id: 'AnoInicialMaiorQueFinal',
      defaultMessage: 'O ano inicial não pode ser posterior ao ano final.',
    },
  }),
  line: defineMessage<{ number: number }>({
    id: 'search.advanced.line',
    defaultMessage: 'Linha {number}',
  }),
  removeLine: defineMessage<{ number: number }>({
    id: 'search.advanced.removeLine',
    defaultMessage: 'Remover a linha {number}',
  }),
};
