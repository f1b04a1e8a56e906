import { defineMessage, defineMessages } from 'react-intl';

export const statisticsMessages = defineMessages({
  intro: {
    id: 'statistics.intro',
    defaultMessage: 'Seus empréstimos em números: quanto você leu, onde e de que tipo, no período escolhido.',
  },
  period: { id: 'statistics.period', defaultMessage: 'Empréstimos feitos no período' },
  figures: { id: 'statistics.figures', defaultMessage: 'Resumo do período' },
  shown: defineMessage<{ start: string; end: string }>({
    id: 'statistics.shown',
    defaultMessage: 'De {start} a {end}.',
  }),
  loans: { id: 'statistics.loans', defaultMessage: 'Empréstimos' },
  open: { id: 'statistics.open', defaultMessage: 'Ainda com você' },
  late: { id: 'statistics.late', defaultMessage: 'Devolvidos com atraso' },
  renewals: { id: 'statistics.renewals', defaultMessage: 'Renovações' },
  holds: { id: 'statistics.holds', defaultMessage: 'Reservas' },
  fines: { id: 'statistics.fines', defaultMessage: 'Multas' },
  byYear: { id: 'statistics.byYear', defaultMessage: 'Empréstimos por ano' },
  byLibrary: { id: 'statistics.byLibrary', defaultMessage: 'Empréstimos por biblioteca' },
  byType: { id: 'statistics.byType', defaultMessage: 'Empréstimos por tipo de obra' },
  year: { id: 'statistics.year', defaultMessage: 'Ano' },
  library: { id: 'statistics.library', defaultMessage: 'Biblioteca' },
  type: { id: 'statistics.type', defaultMessage: 'Tipo de obra' },
  total: { id: 'statistics.total', defaultMessage: 'Total' },
  emptyTitle: { id: 'statistics.empty.title', defaultMessage: 'Nenhum empréstimo neste período' },
  emptyBody: {
    id: 'statistics.empty.body',
    defaultMessage: 'Escolha um período mais longo para ver seus empréstimos em números.',
  },
});
