import '@acervo/ui/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { frameData } from './app/frame-data.ts';
import { Providers } from './app/providers.tsx';
import { prefetchOnIntent } from './app/prefetch-on-intent.ts';
import { createRouter } from './app/router.tsx';
import {
  accessibilityAtom,
  applyAccessibility,
  darkModeAtom,
  readAccessibility,
  readDarkMode,
} from './lib/accessibility/settings.ts';
import { createApiClient } from './lib/api/api-client.ts';
import { initialLocale, localeAtom, localeTags } from './lib/intl/locale.ts';
import { loadMessages } from './lib/intl/messages.ts';
import { createStore, JotaiProvider } from './lib/jotai.ts';
import { sessionExpiredAtom } from './lib/session/session-expired.ts';
import { loadStoredSession, sessionAtom } from './lib/session/session.ts';

const store = createStore();

const locale = initialLocale();
store.set(localeAtom, locale);
document.documentElement.lang = localeTags[locale];

// index.html already applied these before the first paint; the atoms start from the same values.
const accessibility = readAccessibility();
const darkMode = readDarkMode();
store.set(accessibilityAtom, accessibility);
store.set(darkModeAtom, darkMode);
applyAccessibility(accessibility, darkMode);

const client = createApiClient({
  store,
  onSessionExpired: () => store.set(sessionExpiredAtom, (count) => count + 1),
});

const [messages, session] = await Promise.all([loadMessages(locale), loadStoredSession()]);
store.set(sessionAtom, session);
await frameData(client, locale, session === null);

const container = document.getElementById('pergamum');
if (!container) throw new Error('The page has no <div id="pergamum"> to mount the portal in');

const router = createRouter();
// The router's own tree: it gains My area's pages once a patron has been there.
prefetchOnIntent(() => router.routes);

createRoot(container).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <Providers client={client} messages={messages} initialLocale={locale}>
        <RouterProvider router={router} />
      </Providers>
    </JotaiProvider>
  </StrictMode>,
);
