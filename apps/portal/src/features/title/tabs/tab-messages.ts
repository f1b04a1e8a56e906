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
