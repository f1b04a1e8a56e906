import { defineMessages } from 'react-intl';

/**
 * Each footer dialog's button and title: apart from the forms' messages, since the buttons are on
 * every page and the forms load only when a visitor reaches for one.
 */
export const feedbackTitles = defineMessages({
  comment: { id: 'feedback.comment', defaultMessage: 'Comentário geral' },
  suggestion: { id: 'feedback.suggestion', defaultMessage: 'Sugestão de aquisição' },
  support: { id: 'feedback.support', defaultMessage: 'Suporte' },
});
