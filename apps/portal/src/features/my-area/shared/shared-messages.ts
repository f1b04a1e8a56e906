import { defineMessage, defineMessages } from 'react-intl';

/** Words every My-area page uses: periods, loading, errors, retry. */
export const sharedMessages = defineMessages({
  period: { id: 'myArea.period', defaultMessage: 'Período' },
  startDate: { id: 'myArea.period.start', defaultMessage: 'Data inicial' },
  endDate: { id: 'myArea.period.end', defaultMessage: 'Data final' },
  apply: { id: 'myArea.period.apply', defaultMessage: 'Filtrar' },
  startRequired: { id: 'myArea.period.startRequired', defaultMessage: 'Informe a data inicial.' },
  endRequired: { id: 'myArea.period.endRequired', defaultMessage: 'Informe a data final.' },
  reversed: {
    id: 'DataInicialMaiorQueFinal',
    defaultMessage: 'A data inicial não pode ser posterior à data final.',
  },
  periodShown: defineMessage<{ start: string; end: string }>({
    id: 'myArea.period.shown',
    defaultMessage: 'De {start} a {end}',
  }),
  loading: { id: 'myArea.loading', defaultMessage: 'Carregando…' },
  retry: { id: 'myArea.retry', defaultMessage: 'Tentar novamente' },
  loadFailed: { id: 'myArea.loadFailed', defaultMessage: 'Não foi possível carregar esta lista.' },
  library: { id: 'myArea.column.library', defaultMessage: 'Biblioteca' },
  title: { id: 'myArea.column.title', defaultMessage: 'Título' },
  status: { id: 'myArea.column.status', defaultMessage: 'Situação' },
  date: { id: 'myArea.column.date', defaultMessage: 'Data' },
  actions: { id: 'myArea.column.actions', defaultMessage: 'Ações' },
  close: { id: 'myArea.close', defaultMessage: 'Fechar' },
});
