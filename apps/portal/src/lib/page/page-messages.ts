import { defineMessage, defineMessages } from 'react-intl';

export const pageMessages = defineMessages({
  documentTitle: defineMessage<{ page: string; institution: string }>({
    id: 'app.documentTitle',
    defaultMessage: '{page} — {institution}',
  }),
  section: defineMessage<{ section: string; page: string }>({
    id: 'app.sectionTitle',
    defaultMessage: '{section} — {page}',
  }),
  announced: defineMessage<{ page: string }>({
    id: 'app.routeAnnounced',
    defaultMessage: 'Página carregada: {page}',
  }),
});
