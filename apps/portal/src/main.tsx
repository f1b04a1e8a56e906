import '@acervo/ui/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initialLocale, localeAtom, localeTags } from './lib/intl/locale.ts';
import { loadMessages } from './lib/intl/messages.ts';
import { createStore, JotaiProvider } from './lib/jotai.ts';

const locale = initialLocale();
const store = createStore();
store.set(localeAtom, locale);
document.documentElement.lang = localeTags[locale];

const messages = await loadMessages(locale);
const container = document.getElementById('pergamum');
if (!container) throw new Error('The page has no <div id="pergamum"> to mount the portal in');

createRoot(container).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <Providers locale={locale} messages={messages}>
        <RouterProvider router={createRouter()} />
      </Providers>
    </JotaiProvider>
  </StrictMode>,
);
