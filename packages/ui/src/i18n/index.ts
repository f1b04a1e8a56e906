export { dictionaries, type UiLocale, type UiMessageKey, type UiMessages, uiLocales } from './messages.ts';
export { fill, messagesFor, useUiMessages } from './useUiMessages.ts';
