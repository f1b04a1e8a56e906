import { defineMessage, defineMessages } from 'react-intl';

export const deviationsMessages = defineMessages({
  intro: {
    id: 'deviations.intro',
    defaultMessage:
      'Enquanto um afastamento está em vigor, você não pode emprestar, renovar nem reservar nas bibliotecas que ele abrange.',
  },
  list: { id: 'deviations.list', defaultMessage: 'Seus afastamentos' },
  table: { id: 'deviations.table', defaultMessage: 'Afastamentos' },
  period: { id: 'deviations.column.period', defaultMessage: 'Período' },
  reason: { id: 'deviations.column.reason', defaultMessage: 'Motivo' },
  fromTo: defineMessage<{ start: string; end: string }>({
    id: 'deviations.fromTo',
    defaultMessage: 'De {start} a {end}',
  }),
  fromOnwards: defineMessage<{ start: string }>({
    id: 'deviations.fromOnwards',
    defaultMessage: 'Desde {start}, sem data de término',
  }),
  everyLibrary: { id: 'deviations.everyLibrary', defaultMessage: 'Todas as bibliotecas' },
  active: { id: 'deviations.status.active', defaultMessage: 'Em vigor' },
  scheduled: { id: 'deviations.status.scheduled', defaultMessage: 'Programado' },
  ended: { id: 'deviations.status.ended', defaultMessage: 'Encerrado' },
  activeUntil: defineMessage<{ end: string }>({
    id: 'deviations.activeUntil',
    defaultMessage: 'Você está afastado(a) até {end}.',
  }),
  activeIndefinitely: {
    id: 'deviations.activeIndefinitely',
    defaultMessage: 'Você está afastado(a) sem data de término.',
  },
  activeBody: {
    id: 'deviations.activeBody',
    defaultMessage:
      'Até lá, não pode emprestar, renovar nem reservar. Dúvidas? Procure o balcão da biblioteca.',
  },
  emptyTitle: { id: 'deviations.empty.title', defaultMessage: 'Nenhum afastamento' },
  emptyBody: {
    id: 'deviations.empty.body',
    defaultMessage: 'Você nunca foi afastado(a): pode emprestar, renovar e reservar normalmente.',
  },
});
