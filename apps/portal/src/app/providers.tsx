import type { Locale } from '@acervo/contract';
import { GlobalStyles } from '@acervo/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider, useIntl } from 'react-intl';
import { SWRConfig, useSWRConfig } from 'swr';
import type { ApiClient } from '../lib/api/api-client.ts';
import { ApiClientProvider } from '../lib/api/api-context.tsx';
import { describeApiError } from '../lib/api/describe-error.ts';
import { errorMessages } from '../lib/api/error-messages.ts';
import { isPatronKey } from '../lib/api/patron-key.ts';
import { localeAtom, localeTags } from '../lib/intl/locale.ts';
import { loadMessages, type Messages } from '../lib/intl/messages.ts';
import { useAtom, useAtomValue } from '../lib/jotai.ts';
import { useNotify } from '../lib/notifications/notifications.ts';
import { sessionExpiredAtom } from '../lib/session/session-expired.ts';
import { sessionAtom } from '../lib/session/session.ts';

type ProvidersProps = {
  client: ApiClient;
  /** The catalogue of the starting language, loaded before the first render. */
  messages: Messages;
  initialLocale: Locale;
  children: ReactNode;
};

/** Keeps the catalogue in step with the language atom; the old one stays until the new arrives. */
function useCatalogue(initialLocale: Locale, initialMessages: Messages) {
  const locale = useAtomValue(localeAtom);
  const [loaded, setLoaded] = useState({ locale: initialLocale, messages: initialMessages });
  useEffect(() => {
    if (loaded.locale === locale) return;
    let current = true;
    void loadMessages(locale).then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale, loaded.locale]);
  return loaded;
}

/**
 * When a patron's session ends (logout, swap user, expiry), every answer cached for them is
 * dropped: the next person at this browser finds nothing of theirs, not even in memory.
 */
function ForgetEndedPatron() {
  const login = useAtomValue(sessionAtom)?.user.cod_login ?? null;
  const { mutate } = useSWRConfig();
  const shown = useRef(login);
  useEffect(() => {
    const ended = shown.current;
    shown.current = login;
    if (ended === null || ended === login) return;
    void mutate((key) => isPatronKey(key) && key[1] === ended, undefined, { revalidate: false });
  }, [login, mutate]);
  return null;
}

/** Spec §8's general handler: every failed SWR call becomes one toast. */
function DataLayer({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const notify = useNotify();
  const [expired, setExpired] = useAtom(sessionExpiredAtom);
  useEffect(() => {
    if (expired === 0) return;
    notify('warning', intl.formatMessage(errorMessages.sessionExpired));
    setExpired(0);
  }, [expired, intl, notify, setExpired]);
  return (
    <SWRConfig
      value={{
        revalidateOnFocus: false,
        shouldRetryOnError: false,
        onError: (error: unknown) => {
          const described = describeApiError(error, intl);
          if (described) notify(described.tone, described.message);
        },
      }}
    >
      <ForgetEndedPatron />
      {children}
    </SWRConfig>
  );
}

/** What every screen needs: the API client, translations, the data cache and the base styles. */
export function Providers({ client, messages, initialLocale, children }: ProvidersProps) {
  const catalogue = useCatalogue(initialLocale, messages);
  return (
    <ApiClientProvider client={client}>
      <IntlProvider locale={localeTags[catalogue.locale]} messages={catalogue.messages} defaultLocale="pt-BR">
        {/* The design system's own strings and formats follow the same language. */}
        <I18nProvider locale={localeTags[catalogue.locale]}>
          <DataLayer>
            <GlobalStyles />
            {children}
          </DataLayer>
        </I18nProvider>
      </IntlProvider>
    </ApiClientProvider>
  );
}
