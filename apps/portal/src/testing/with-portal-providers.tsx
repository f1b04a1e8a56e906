import { isLocale, type Locale } from '@acervo/contract';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, RouterProvider, useHref, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Providers } from '../app/providers.tsx';
import { createApiClient } from '../lib/api/api-client.ts';
import { basketAtom, type BasketItem } from '../lib/basket/basket-state.ts';
import { todayOverrideAtom } from '../lib/dates/today.ts';
import { localeAtom } from '../lib/intl/locale.ts';
import { loadMessages, type Messages } from '../lib/intl/messages.ts';
import { createStore, JotaiProvider } from '../lib/jotai.ts';
import { searchLogAtom, type SearchLogEntry } from '../lib/search/search-log.ts';
import { sessionAtom, sessionFromLogin } from '../lib/session/session.ts';
import { loginFixture } from './mocks/login-fixture.ts';

/** Kit links follow the story's router, as the app's layout makes them do: a click stays in the story. */
function ClientSideLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}

function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : 'pt';
}

/** Loads the catalogue of the toolbar's language before a portal story renders. */
export const loadPortalMessages = async ({ globals }: { globals: Record<string, unknown> }) => ({
  messages: await loadMessages(storyLocale(globals)),
});

/**
 * Wraps a portal screen in the app's providers, with a fresh store, API client and data cache per
 * story, inside a router at `parameters.route` (default `/`); `parameters.loggedIn` starts the
 * fixture patron's session; `parameters.today` fixes the date dated screens count from;
 * `parameters.basket` is the session basket's titles (empty by default, so a basket another story
 * left in local storage never shows); `parameters.searchLog` the session's search log (empty by default).
 */
export const withPortalProviders: Decorator = (Story, { globals, loaded, parameters }) => {
  const locale = storyLocale(globals);
  const store = createStore();
  store.set(localeAtom, locale);
  if (parameters.loggedIn === true) store.set(sessionAtom, sessionFromLogin(loginFixture, false));
  // Stories of dated screens fix "today", so their pictures do not change from day to day.
  store.set(basketAtom, (parameters.basket as BasketItem[] | undefined) ?? []);
  store.set(searchLogAtom, (parameters.searchLog as SearchLogEntry[] | undefined) ?? []);
  store.set(todayOverrideAtom, (parameters.today as string | undefined) ?? null);
  const client = createApiClient({ store });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ClientSideLinks>
            <Story />
          </ClientSideLinks>
        ),
      },
    ],
    {
      initialEntries: [(parameters.route as string | undefined) ?? '/'],
    },
  );
  return (
    <JotaiProvider store={store}>
      <Providers client={client} messages={loaded.messages as Messages} initialLocale={locale}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </Providers>
    </JotaiProvider>
  );
};
