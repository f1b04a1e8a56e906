import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  loading: { id: 'app.loading', defaultMessage: 'Carregando…' },
});
