import { defineMessages } from 'react-intl';

export const languageMessages = defineMessages({
  bar: { id: 'language.bar', defaultMessage: 'Idioma' },
});
