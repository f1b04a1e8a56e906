import { defineMessage, defineMessages } from 'react-intl';

export const detailsMessages = defineMessages({
  libraries: { id: 'title.details.libraries', defaultMessage: 'Onde encontrar' },
  noCopies: {
    id: 'title.details.noCopies',
    defaultMessage: 'Nenhuma biblioteca tem exemplares deste título.',
  },
  libraryCopies: defineMessage<{ library: string; available: number; total: number }>({
    id: 'title.details.libraryCopies',
    defaultMessage:
      '{library}: {total, plural, one {# exemplar} other {# exemplares}}, {available, plural, one {# disponível} other {# disponíveis}}',
  }),
  seeCopies: { id: 'title.details.seeCopies', defaultMessage: 'Ver os exemplares' },
  links: { id: 'title.details.links', defaultMessage: 'Acesso online' },
});

export const copiesMessages = defineMessages({
  tableLabel: { id: 'title.copies.table', defaultMessage: 'Exemplares do título' },
  library: { id: 'title.copies.library', defaultMessage: 'Biblioteca' },
  allLibraries: { id: 'title.copies.allLibraries', defaultMessage: 'Todas as bibliotecas' },
  location: { id: 'title.copies.location', defaultMessage: 'Localização' },
  callNumberOf: defineMessage<{ callNumber: string }>({
    id: 'title.copies.callNumberOf',
    defaultMessage: 'Chamada: {callNumber}',
  }),
  volume: { id: 'title.copies.volume', defaultMessage: 'Volume e material' },
  materialOf: defineMessage<{ material: string }>({
    id: 'title.copies.materialOf',
    defaultMessage: 'Material adicional: {material}',
  }),
  loanType: { id: 'title.copies.loanType', defaultMessage: 'Tipo de empréstimo' },
  status: { id: 'title.copies.status', defaultMessage: 'Situação' },
  expectedReturn: { id: 'title.copies.expectedReturn', defaultMessage: 'Devolução prevista' },
  volumeShort: defineMessage<{ value: string }>({
    id: 'title.copies.volumeShort',
    defaultMessage: 'v. {value}',
  }),
  tomeShort: defineMessage<{ value: string }>({ id: 'title.copies.tomeShort', defaultMessage: 't. {value}' }),
  partShort: defineMessage<{ value: string }>({ id: 'title.copies.partShort', defaultMessage: 'p. {value}' }),
  none: { id: 'title.copies.none', defaultMessage: 'Nenhum exemplar deste título.' },
  noneInLibrary: {
    id: 'title.copies.noneInLibrary',
    defaultMessage: 'Nenhum exemplar nesta biblioteca. Escolha outra ou todas as bibliotecas.',
  },
  count: defineMessage<{ count: number }>({
    id: 'title.copies.count',
    defaultMessage: '{count, plural, one {# exemplar} other {# exemplares}}',
  }),
});

export const marcMessages = defineMessages({
  empty: { id: 'title.marc.empty', defaultMessage: 'Este título não tem registro MARC.' },
  downloadIso2709: {
    id: 'title.marc.downloadIso2709',
    defaultMessage: 'Baixar o registro em MARC (ISO 2709)',
  },
  downloadMarcxml: { id: 'title.marc.downloadMarcxml', defaultMessage: 'Baixar o registro em MARCXML' },
});

export const referenceMessages = defineMessages({
  abnt: { id: 'title.reference.abnt', defaultMessage: 'ABNT' },
  apa: { id: 'title.reference.apa', defaultMessage: 'APA' },
  copy: defineMessage<{ style: string }>({
    id: 'title.reference.copy',
    defaultMessage: 'Copiar a referência {style}',
  }),
  copied: defineMessage<{ style: string }>({
    id: 'title.reference.copied',
    defaultMessage: 'Referência {style} copiada.',
  }),
  copyFailed: {
    id: 'title.reference.copyFailed',
    defaultMessage: 'Não foi possível copiar. Selecione o texto e copie-o.',
  },
});

export const dublinCoreMessages = defineMessages({
  empty: { id: 'title.dublinCore.empty', defaultMessage: 'Este título não tem dados Dublin Core.' },
});

export const kardexMessages = defineMessages({
  none: {
    id: 'title.kardex.none',
    defaultMessage: 'Este título não tem coleção de periódico registrada (Kardex).',
  },
  collections: { id: 'title.kardex.collections', defaultMessage: 'Coleções' },
  collection: defineMessage<{ frequency: string; status: string }>({
    id: 'title.kardex.collection',
    defaultMessage: '{frequency}, {status}',
  }),
  holdings: defineMessage<{ holdings: string }>({
    id: 'title.kardex.holdings',
    defaultMessage: 'Coleção: {holdings}',
  }),
  library: { id: 'title.kardex.library', defaultMessage: 'Biblioteca' },
  allLibraries: { id: 'title.kardex.allLibraries', defaultMessage: 'Todas as bibliotecas' },
  year: { id: 'title.kardex.year', defaultMessage: 'Ano' },
  issuesOf: defineMessage<{ year: number }>({
    id: 'title.kardex.issuesOf',
    defaultMessage: 'Fascículos de {year}',
  }),
  issuesTable: defineMessage<{ year: number }>({
    id: 'title.kardex.issuesTable',
    defaultMessage: 'Fascículos recebidos em {year}',
  }),
  count: defineMessage<{ count: number }>({
    id: 'title.kardex.count',
    defaultMessage: '{count, plural, one {# fascículo} other {# fascículos}}',
  }),
  noIssues: {
    id: 'title.kardex.noIssues',
    defaultMessage: 'Nenhum fascículo neste ano e biblioteca. Escolha outro ano ou biblioteca.',
  },
  issue: { id: 'title.kardex.issue', defaultMessage: 'Fascículo' },
  arrival: { id: 'title.kardex.arrival', defaultMessage: 'Chegada' },
  status: { id: 'title.kardex.status', defaultMessage: 'Situação' },
  copies: { id: 'title.kardex.copies', defaultMessage: 'Exemplares' },
  contents: { id: 'title.kardex.contents', defaultMessage: 'Sumário' },
  seeContents: defineMessage<{ issue: string }>({
    id: 'title.kardex.seeContents',
    defaultMessage: 'Sumário de {issue}',
  }),
  noContents: { id: 'title.kardex.noContents', defaultMessage: 'Sem sumário' },
  contentsOf: defineMessage<{ issue: string }>({
    id: 'title.kardex.contentsOf',
    defaultMessage: 'Sumário de {issue}',
  }),
  contentsEmpty: {
    id: 'title.kardex.contentsEmpty',
    defaultMessage: 'Este fascículo não tem sumário registrado.',
  },
  pages: defineMessage<{ pages: string }>({ id: 'title.kardex.pages', defaultMessage: 'p. {pages}' }),
});

export const summariesMessages = defineMessages({
  noIssueContents: {
    id: 'title.summaries.none',
    defaultMessage: 'Este título não tem sumários de fascículos registrados.',
  },
  noBookContents: {
    id: 'title.bookSummaries.none',
    defaultMessage: 'Este título não tem sumário registrado.',
  },
});

export const statisticsMessages = defineMessages({
  none: { id: 'title.statistics.none', defaultMessage: 'Este título ainda não foi emprestado.' },
  year: { id: 'title.statistics.year', defaultMessage: 'Ano' },
  chartTitle: defineMessage<{ year: number }>({
    id: 'title.statistics.chartTitle',
    defaultMessage: 'Empréstimos por mês em {year}',
  }),
  month: { id: 'title.statistics.month', defaultMessage: 'Mês' },
  loans: { id: 'title.statistics.loans', defaultMessage: 'Empréstimos' },
  total: { id: 'title.statistics.total', defaultMessage: 'Total' },
});
