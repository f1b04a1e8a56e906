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
