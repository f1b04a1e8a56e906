import { defineMessage, defineMessages } from 'react-intl';

export const calendarMessages = defineMessages({
  heading: { id: 'calendar.heading', defaultMessage: 'Datas no seu calendário' },
  intro: {
    id: 'calendar.intro',
    defaultMessage:
      'Assine um endereço privado no seu aplicativo de calendário (Google Agenda, Outlook, Calendário da Apple) para ver as datas de devolução e os prazos para retirar reservas. Ele se atualiza sozinho quando você renova.',
  },
  secret: {
    id: 'calendar.secret',
    defaultMessage: 'Quem tiver este endereço vê essas datas: não o compartilhe. Se ele vazar, gere outro.',
  },
  create: { id: 'calendar.create', defaultMessage: 'Criar endereço do calendário' },
  address: { id: 'calendar.address', defaultMessage: 'Endereço do calendário' },
  createdOn: defineMessage<{ date: string }>({
    id: 'calendar.createdOn',
    defaultMessage: 'Criado em {date}.',
  }),
  copy: { id: 'calendar.copy', defaultMessage: 'Copiar endereço' },
  copied: { id: 'calendar.copied', defaultMessage: 'Endereço copiado.' },
  copyFailed: {
    id: 'calendar.copyFailed',
    defaultMessage: 'Não foi possível copiar. Selecione o endereço e copie-o.',
  },
  open: { id: 'calendar.open', defaultMessage: 'Abrir no aplicativo de calendário' },
  rotate: { id: 'calendar.rotate', defaultMessage: 'Gerar novo endereço' },
  rotateTitle: { id: 'calendar.rotate.title', defaultMessage: 'Gerar um novo endereço?' },
  rotateBody: {
    id: 'calendar.rotate.body',
    defaultMessage:
      'O endereço atual deixará de funcionar: os calendários que o assinam param de receber as datas até você assinar o novo.',
  },
  revoke: { id: 'calendar.revoke', defaultMessage: 'Revogar endereço' },
  revokeTitle: { id: 'calendar.revoke.title', defaultMessage: 'Revogar o endereço do calendário?' },
  revokeBody: {
    id: 'calendar.revoke.body',
    defaultMessage: 'Os calendários que o assinam param de receber as datas. Você pode criar outro depois.',
  },
});
