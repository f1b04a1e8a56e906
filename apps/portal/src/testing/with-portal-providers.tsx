import { isLocale, type Locale } from '@acervo/contract';
import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { Providers } from '../app/providers.tsx';
import { localeAtom } from '../lib/intl/locale.ts';
import { loadMessages, type Messages } from '../lib/intl/messages.ts';
import { createStore, JotaiProvider } from '../lib/jotai.ts';

function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : 'pt';
}

/** Loads the catalogue of the toolbar's language before a portal story renders. */
export const loadPortalMessages = async ({ globals }: { globals: Record<string, unknown> }) => ({
  messages: await loadMessages(storyLocale(globals)),
});

/** Wraps a portal screen in the app's providers, with a fresh store and data cache per story. */
export const withPortalProviders: Decorator = (Story, { globals, loaded }) => {
  const locale = storyLocale(globals);
  const store = createStore();
  store.set(localeAtom, locale);
  return (
    <JotaiProvider store={store}>
      <Providers locale={locale} messages={loaded.messages as Messages}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <Story />
        </SWRConfig>
      </Providers>
    </JotaiProvider>
  );
};
