import { useLocale } from 'react-aria-components';
import { dictionaries, type UiLocale, type UiMessageKey, type UiMessages, uiLocales } from './messages.ts';

/** The dictionary for a BCP 47 tag: 'pt-BR' -> pt; unknown languages fall back to Portuguese. */
export function messagesFor(locale: string): UiMessages {
  const language = locale.toLowerCase().split('-')[0] as UiLocale;
  return uiLocales.includes(language) ? dictionaries[language] : dictionaries.pt;
}

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than blank. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/**
 * The component strings for the locale react-aria is using. Apps set it once with
 * `<I18nProvider locale="pt-BR">` (react-aria-components), which also localises dates and numbers.
 */
export function useUiMessages(): UiMessages & {
  format: (key: UiMessageKey, values?: Record<string, string | number>) => string;
} {
  const { locale } = useLocale();
  const messages = messagesFor(locale);
  return { ...messages, format: (key, values) => fill(messages[key], values) };
}
