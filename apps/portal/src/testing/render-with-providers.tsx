import type { Locale } from '@acervo/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { Providers } from '../app/providers.tsx';
import { localeAtom } from '../lib/intl/locale.ts';
import { loadMessages } from '../lib/intl/messages.ts';
import { createStore, JotaiProvider } from '../lib/jotai.ts';

/** Renders a screen as the app would, in the given language, with an empty data cache. */
export async function renderWithProviders(ui: ReactElement, { locale = 'pt' as Locale } = {}) {
  const store = createStore();
  store.set(localeAtom, locale);
  const messages = await loadMessages(locale);
  return render(
    <JotaiProvider store={store}>
      <Providers locale={locale} messages={messages}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
      </Providers>
    </JotaiProvider>,
  );
}
