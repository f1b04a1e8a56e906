import { defineMessages } from 'react-intl';

export const accessibilityMessages = defineMessages({
  open: { id: 'accessibility.open', defaultMessage: 'Acessibilidade' },
});
