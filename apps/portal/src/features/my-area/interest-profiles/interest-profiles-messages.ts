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
});
