import { defineMessages } from 'react-intl';

export const languageMessages = defineMessages({
  bar: { id: 'language.bar', defaultMessage: 'Idioma' },
});

/** Each language's name in itself, so a visitor finds theirs whatever the page's language. */
export const languageNames = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
} as const;
