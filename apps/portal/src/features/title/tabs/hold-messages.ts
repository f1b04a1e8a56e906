import { defineMessage, defineMessages } from 'react-intl';

export const holdMessages = defineMessages({
  loginNeeded: {
    id: 'title.hold.loginNeeded',
    defaultMessage: 'Para reservar este título, entre com a sua conta da biblioteca.',
  },
  login: { id: 'title.hold.login', defaultMessage: 'Entrar para reservar' },
  loading: { id: 'title.hold.loading', defaultMessage: 'Carregando as opções de reserva…' },
  none: {
    id: 'title.hold.none',
    defaultMessage: 'Este título não tem exemplares que possam ser reservados.',
  },
  standing: defineMessage<{ active: number; limit: number }>({
    id: 'title.hold.standing',
    defaultMessage:
      'Você tem {active, plural, one {# reserva ativa} other {# reservas ativas}} de {limit, number} permitidas.',
  }),
  library: { id: 'title.hold.library', defaultMessage: 'Biblioteca' },
  libraryCopies: defineMessage<{ copies: number; available: number; queue: number }>({
    id: 'title.hold.libraryCopies',
    defaultMessage:
      '{copies, plural, one {# exemplar} other {# exemplares}}, {available, plural, =0 {# disponíveis} one {# disponível} other {# disponíveis}}, {queue, plural, =0 {# pessoas na fila} one {# pessoa na fila} other {# pessoas na fila}}',
  }),
  volume: { id: 'title.hold.volume', defaultMessage: 'Volume' },
  tome: { id: 'title.hold.tome', defaultMessage: 'Tomo' },
  part: { id: 'title.hold.part', defaultMessage: 'Parte' },
  material: { id: 'title.hold.material', defaultMessage: 'Material adicional' },
  selectAll: {
    id: 'title.hold.selectAll',
    defaultMessage: 'Selecione todas as opções para confirmar a reserva!',
  },
  check: { id: 'title.hold.check', defaultMessage: 'Ver a minha posição na fila' },
  checking: { id: 'title.hold.checking', defaultMessage: 'Consultando a fila…' },
  queueHeading: { id: 'title.hold.queueHeading', defaultMessage: 'Confirme a reserva' },
  place: defineMessage<{ place: number }>({
    id: 'title.hold.place',
    defaultMessage: 'Você será o {place, selectordinal, other {#º}} da fila.',
  }),
  estimate: defineMessage<{ date: string }>({
    id: 'title.hold.estimate',
    defaultMessage: 'Previsão de disponibilidade: {date}.',
  }),
  noEstimate: {
    id: 'title.hold.noEstimate',
    defaultMessage: 'Ainda não há previsão de quando um exemplar ficará disponível.',
  },
  confirm: { id: 'title.hold.confirm', defaultMessage: 'Confirmar a reserva' },
  placing: { id: 'title.hold.placing', defaultMessage: 'Reservando…' },
  change: { id: 'title.hold.change', defaultMessage: 'Alterar as opções' },
  placedHeading: { id: 'title.hold.placedHeading', defaultMessage: 'Reserva feita' },
  myHolds: { id: 'title.hold.myHolds', defaultMessage: 'Ver as minhas reservas' },
});
