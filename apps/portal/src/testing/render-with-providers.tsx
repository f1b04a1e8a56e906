import type { Locale } from '@acervo/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Providers } from '../app/providers.tsx';
import { createApiClient } from '../lib/api/api-client.ts';
import { localeAtom } from '../lib/intl/locale.ts';
import { loadMessages } from '../lib/intl/messages.ts';
import { createStore, JotaiProvider } from '../lib/jotai.ts';
import { sessionExpiredAtom } from '../lib/session/session-expired.ts';

type Options = { locale?: Locale; path?: string; store?: ReturnType<typeof createStore> };

/** Renders a screen as the app would, in the given language, at a route, with an empty data cache. */
export async function renderWithProviders(
  ui: ReactElement,
  { locale = 'pt', path = '/', store = createStore() }: Options = {},
) {
  store.set(localeAtom, locale);
  const messages = await loadMessages(locale);
  const client = createApiClient({
    store,
    onSessionExpired: () => store.set(sessionExpiredAtom, (count) => count + 1),
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <JotaiProvider store={store}>
      <Providers client={client} messages={messages} initialLocale={locale}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </Providers>
    </JotaiProvider>,
  );
  return { ...result, store, client, router };
}
