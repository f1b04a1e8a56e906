import { defineMessage, defineMessages } from 'react-intl';

export const alertsMessages = defineMessages({
  period: { id: 'alerts.period', defaultMessage: 'Período dos alertas' },
  list: { id: 'alerts.list', defaultMessage: 'Alertas do período' },
  table: { id: 'alerts.table', defaultMessage: 'Alertas' },
  count: defineMessage<{ count: number; unread: number; start: string; end: string }>({
    id: 'alerts.count',
    defaultMessage:
      '{count, plural, one {# alerta} other {# alertas}} de {start} a {end}, {unread, plural, =0 {todos lidos} one {# não lido} other {# não lidos}}.',
  }),
  alert: { id: 'alerts.column.alert', defaultMessage: 'Alerta' },
  receivedOn: { id: 'alerts.column.receivedOn', defaultMessage: 'Recebido em' },
  unread: { id: 'alerts.status.unread', defaultMessage: 'Não lido' },
  read: { id: 'alerts.status.read', defaultMessage: 'Lido' },
  openTitle: { id: 'alerts.openTitle', defaultMessage: 'Ver o título' },
  markRead: { id: 'alerts.markRead', defaultMessage: 'Marcar como lido' },
  markReadThis: defineMessage<{ title: string }>({
    id: 'alerts.markReadThis',
    defaultMessage: 'Marcar como lido: {title}',
  }),
  delete: { id: 'alerts.delete', defaultMessage: 'Excluir' },
  deleteThis: defineMessage<{ title: string }>({
    id: 'alerts.deleteThis',
    defaultMessage: 'Excluir: {title}',
  }),
  deleteTitle: defineMessage<{ title: string }>({
    id: 'alerts.deleteTitle',
    defaultMessage: 'Excluir o alerta “{title}”?',
  }),
  deleteBody: { id: 'alerts.deleteBody', defaultMessage: 'O alerta sai da lista e não pode ser recuperado.' },
  deleteConfirm: { id: 'alerts.deleteConfirm', defaultMessage: 'Excluir alerta' },
  emptyTitle: { id: 'alerts.empty.title', defaultMessage: 'Nenhum alerta neste período' },
  emptyBody: {
    id: 'alerts.empty.body',
    defaultMessage:
      'Avisos da biblioteca, reservas disponíveis e respostas às suas solicitações aparecem aqui. Escolha outro período para ver alertas mais antigos.',
  },
  /** The header's count beside "My area", read with the link. */
  unreadInHeader: defineMessage<{ count: number }>({
    id: 'alerts.unreadInHeader',
    defaultMessage: '{count, plural, one {# alerta não lido} other {# alertas não lidos}}',
  }),
});
