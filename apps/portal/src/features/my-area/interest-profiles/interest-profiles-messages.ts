import { defineMessage, defineMessages } from 'react-intl';

export const interestProfilesMessages = defineMessages({
  intro: {
    id: 'interestProfiles.intro',
    defaultMessage:
      'Diga o que interessa a você: quando a biblioteca incluir um título que combina com seu perfil, você recebe um alerta.',
  },
  terms: { id: 'interestProfiles.terms', defaultMessage: 'Áreas, autores e assuntos' },
  newTerm: { id: 'interestProfiles.newTerm', defaultMessage: 'Acompanhar um termo' },
  kind: { id: 'interestProfiles.kind', defaultMessage: 'Tipo' },
  term: { id: 'interestProfiles.term', defaultMessage: 'Termo' },
  termHint: {
    id: 'interestProfiles.termHint',
    defaultMessage: 'Ao menos 3 letras. Procure no catálogo para usar o nome como ele está registrado.',
  },
  validity: { id: 'interestProfiles.validity', defaultMessage: 'Válido até' },
  add: { id: 'interestProfiles.add', defaultMessage: 'Acompanhar' },
  adding: { id: 'interestProfiles.adding', defaultMessage: 'Salvando…' },
  searchCatalogue: { id: 'interestProfiles.searchCatalogue', defaultMessage: 'Procurar no catálogo' },
  suggestions: { id: 'interestProfiles.suggestions', defaultMessage: 'Encontrados no catálogo' },
  noSuggestions: {
    id: 'interestProfiles.noSuggestions',
    defaultMessage: 'Nada encontrado no catálogo com estas letras; você ainda pode acompanhar o termo.',
  },
  suggestion: defineMessage<{ term: string; count: number }>({
    id: 'interestProfiles.suggestion',
    defaultMessage: '{term} ({count, plural, one {# título} other {# títulos}})',
  }),
  tooShort: { id: 'TermoMuitoCurto', defaultMessage: 'Informe ao menos 3 caracteres.' },
  pastValidity: { id: 'ValidadePassada', defaultMessage: 'A validade não pode estar no passado.' },
  validityRequired: { id: 'interestProfiles.validityRequired', defaultMessage: 'Informe a validade.' },
  active: { id: 'interestProfiles.active', defaultMessage: 'Em vigor' },
  expired: { id: 'interestProfiles.expired', defaultMessage: 'Vencido' },
  changeValidity: { id: 'interestProfiles.changeValidity', defaultMessage: 'Alterar validade' },
  changeValidityOf: defineMessage<{ term: string }>({
    id: 'interestProfiles.changeValidityOf',
    defaultMessage: 'Alterar validade de “{term}”',
  }),
  newValidity: defineMessage<{ term: string }>({
    id: 'interestProfiles.newValidity',
    defaultMessage: 'Nova validade de “{term}”',
  }),
  save: { id: 'interestProfiles.save', defaultMessage: 'Salvar' },
  cancel: { id: 'interestProfiles.cancel', defaultMessage: 'Cancelar' },
  remove: { id: 'interestProfiles.remove', defaultMessage: 'Excluir' },
  removeThis: defineMessage<{ term: string }>({
    id: 'interestProfiles.removeThis',
    defaultMessage: 'Excluir “{term}”',
  }),
  removeTitle: defineMessage<{ term: string }>({
    id: 'interestProfiles.removeTitle',
    defaultMessage: 'Deixar de acompanhar “{term}”?',
  }),
  removeBody: {
    id: 'interestProfiles.removeBody',
    defaultMessage: 'Você não receberá mais alertas de títulos novos por este termo.',
  },
  removeConfirm: { id: 'interestProfiles.removeConfirm', defaultMessage: 'Excluir' },
  emptyTermsTitle: { id: 'interestProfiles.emptyTerms.title', defaultMessage: 'Nenhum termo acompanhado' },
  emptyTermsBody: {
    id: 'interestProfiles.emptyTerms.body',
    defaultMessage: 'Acompanhe uma área, um autor ou um assunto com o formulário abaixo.',
  },
  titles: { id: 'interestProfiles.titles', defaultMessage: 'Títulos que combinam com seu perfil' },
  matched: defineMessage<{ motive: string; date: string }>({
    id: 'interestProfiles.matched',
    defaultMessage: '{motive} · incluído em {date}',
  }),
  emptyTitlesTitle: {
    id: 'interestProfiles.emptyTitles.title',
    defaultMessage: 'Nenhum título por enquanto',
  },
  emptyTitlesBody: {
    id: 'interestProfiles.emptyTitles.body',
    defaultMessage:
      'Quando a biblioteca incluir títulos que combinam com seu perfil em vigor, eles aparecem aqui.',
  },
  periodicals: { id: 'interestProfiles.periodicals', defaultMessage: 'Periódicos' },
  newPeriodical: { id: 'interestProfiles.newPeriodical', defaultMessage: 'Acompanhar um periódico' },
  periodicalTitle: { id: 'interestProfiles.periodicalTitle', defaultMessage: 'Título do periódico' },
  periodicalTitleHint: {
    id: 'interestProfiles.periodicalTitleHint',
    defaultMessage: 'Ao menos 3 letras do título; depois escolha os periódicos encontrados.',
  },
  searchPeriodicals: { id: 'interestProfiles.searchPeriodicals', defaultMessage: 'Procurar periódicos' },
  foundPeriodicals: { id: 'interestProfiles.foundPeriodicals', defaultMessage: 'Periódicos encontrados' },
  noPeriodicals: {
    id: 'interestProfiles.noPeriodicals',
    defaultMessage: 'Nenhum periódico com estas letras no título. Tente outras palavras.',
  },
  foundPeriodical: defineMessage<{ title: string; issn: string }>({
    id: 'interestProfiles.foundPeriodical',
    defaultMessage: '{title} (ISSN {issn})',
  }),
  choosePeriodical: {
    id: 'interestProfiles.choosePeriodical',
    defaultMessage: 'Procure pelo título e escolha ao menos um periódico.',
  },
  libraries: { id: 'interestProfiles.libraries', defaultMessage: 'Bibliotecas' },
  librariesHint: {
    id: 'interestProfiles.librariesHint',
    defaultMessage: 'Nenhuma marcada: todas as bibliotecas.',
  },
  allLibraries: { id: 'interestProfiles.allLibraries', defaultMessage: 'Todas as bibliotecas' },
  journalTypes: { id: 'interestProfiles.journalTypes', defaultMessage: 'Avisar sobre' },
  journalTypesList: defineMessage<{ types: string }>({
    id: 'interestProfiles.journalTypesList',
    defaultMessage: 'Avisar sobre: {types}',
  }),
  issue: { id: 'interestProfiles.issue', defaultMessage: 'Fascículo' },
  article: { id: 'interestProfiles.article', defaultMessage: 'Artigo' },
  contents: { id: 'interestProfiles.contents', defaultMessage: 'Sumário' },
  journalTypeRequired: {
    id: 'SelecioneTipoPeriodico',
    defaultMessage: 'Selecione ao menos um tipo de periódico (fascículo, artigo ou sumário) para salvar.',
  },
  removePeriodicalBody: {
    id: 'interestProfiles.removePeriodicalBody',
    defaultMessage: 'Você não receberá mais alertas de fascículos, artigos ou sumários deste periódico.',
  },
  emptyPeriodicalsTitle: {
    id: 'interestProfiles.emptyPeriodicals.title',
    defaultMessage: 'Nenhum periódico acompanhado',
  },
  emptyPeriodicalsBody: {
    id: 'interestProfiles.emptyPeriodicals.body',
    defaultMessage: 'Procure um periódico pelo título com o formulário abaixo.',
  },
  workTypes: { id: 'interestProfiles.workTypes', defaultMessage: 'Tipos de obra' },
  newWorkType: { id: 'interestProfiles.newWorkType', defaultMessage: 'Acompanhar um tipo de obra' },
  workType: { id: 'interestProfiles.workType', defaultMessage: 'Tipo de obra' },
  chooseWorkType: { id: 'interestProfiles.chooseWorkType', defaultMessage: 'Escolha o tipo de obra' },
  workTypeRequired: {
    id: 'interestProfiles.workTypeRequired',
    defaultMessage: 'Escolha um tipo de obra.',
  },
  languages: { id: 'interestProfiles.languages', defaultMessage: 'Idiomas' },
  languagesHint: {
    id: 'interestProfiles.languagesHint',
    defaultMessage: 'Nenhum marcado: todos os idiomas.',
  },
  allLanguages: { id: 'interestProfiles.allLanguages', defaultMessage: 'Todos os idiomas' },
  removeWorkTypeBody: {
    id: 'interestProfiles.removeWorkTypeBody',
    defaultMessage: 'Você não receberá mais alertas de títulos novos deste tipo de obra.',
  },
  emptyWorkTypesTitle: {
    id: 'interestProfiles.emptyWorkTypes.title',
    defaultMessage: 'Nenhum tipo de obra acompanhado',
  },
  emptyWorkTypesBody: {
    id: 'interestProfiles.emptyWorkTypes.body',
    defaultMessage: 'Acompanhe teses, mapas, vídeos ou outro tipo com o formulário abaixo.',
  },
});
