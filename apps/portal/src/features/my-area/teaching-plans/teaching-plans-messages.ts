import { defineMessage, defineMessages } from 'react-intl';

export const teachingPlansMessages = defineMessages({
  intro: {
    id: 'teachingPlans.intro',
    defaultMessage:
      'Encontre o plano de ensino de uma disciplina e veja a bibliografia com a disponibilidade de cada título agora.',
  },
  filters: { id: 'teachingPlans.filters', defaultMessage: 'Buscar plano de ensino' },
  department: { id: 'teachingPlans.department', defaultMessage: 'Departamento' },
  discipline: { id: 'teachingPlans.discipline', defaultMessage: 'Disciplina' },
  year: { id: 'teachingPlans.year', defaultMessage: 'Ano' },
  semester: { id: 'teachingPlans.semester', defaultMessage: 'Semestre' },
  period: { id: 'teachingPlans.period', defaultMessage: 'Período' },
  library: { id: 'teachingPlans.library', defaultMessage: 'Biblioteca' },
  any: { id: 'teachingPlans.any', defaultMessage: 'Qualquer' },
  allLibraries: { id: 'teachingPlans.allLibraries', defaultMessage: 'Todas as bibliotecas' },
  libraryHint: {
    id: 'teachingPlans.libraryHint',
    defaultMessage: 'A disponibilidade conta só os exemplares desta biblioteca.',
  },
  semesterOption: defineMessage<{ semester: number }>({
    id: 'teachingPlans.semesterOption',
    defaultMessage: '{semester}º semestre',
  }),
  periodOption: defineMessage<{ period: number }>({
    id: 'teachingPlans.periodOption',
    defaultMessage: '{period}º período',
  }),
  search: { id: 'teachingPlans.search', defaultMessage: 'Buscar' },
  clear: { id: 'teachingPlans.clear', defaultMessage: 'Limpar' },
  fillOne: { id: 'PreenchaAoMenosUmCampo', defaultMessage: 'Preencha ao menos um campo.' },
  results: { id: 'teachingPlans.results', defaultMessage: 'Planos encontrados' },
  found: defineMessage<{ count: number }>({
    id: 'teachingPlans.found',
    defaultMessage: '{count, plural, one {# plano encontrado} other {# planos encontrados}}.',
  }),
  /** A discipline has a plan per term: the term tells them apart in the heading that names each. */
  planTitle: defineMessage<{ code: string; name: string; term: string }>({
    id: 'teachingPlans.planTitle',
    defaultMessage: '{code} — {name} ({term})',
  }),
  professor: { id: 'teachingPlans.professor', defaultMessage: 'Professor(a)' },
  termValue: defineMessage<{ year: number; semester: number }>({
    id: 'teachingPlans.termValue',
    defaultMessage: '{year}, {semester}º semestre',
  }),
  basic: { id: 'teachingPlans.basic', defaultMessage: 'Bibliografia básica' },
  complementary: { id: 'teachingPlans.complementary', defaultMessage: 'Bibliografia complementar' },
  noBibliography: {
    id: 'teachingPlans.noBibliography',
    defaultMessage: 'Este plano ainda não tem bibliografia.',
  },
  available: defineMessage<{ available: number; total: number }>({
    id: 'teachingPlans.available',
    defaultMessage: '{available} de {total} disponíveis',
  }),
  noneAvailable: { id: 'teachingPlans.noneAvailable', defaultMessage: 'Nenhum disponível agora' },
  nextReturn: defineMessage<{ date: string }>({
    id: 'teachingPlans.nextReturn',
    defaultMessage: 'Devolução prevista: {date}',
  }),
  noCopies: { id: 'teachingPlans.noCopies', defaultMessage: 'Sem exemplares para empréstimo' },
  emptyTitle: { id: 'teachingPlans.empty.title', defaultMessage: 'Nenhum plano de ensino encontrado' },
  emptyBody: {
    id: 'teachingPlans.empty.body',
    defaultMessage: 'Tente com menos campos preenchidos, ou outro ano ou semestre.',
  },
});
