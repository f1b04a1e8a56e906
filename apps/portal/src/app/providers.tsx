import type { Locale } from '@acervo/contract';
import { GlobalStyles } from '@acervo/ui';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { localeTags } from '../lib/intl/locale.ts';
import type { Messages } from '../lib/intl/messages.ts';

type ProvidersProps = {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
};

/** What every screen needs: translations, the data cache and the design system's base styles. */
export function Providers({ locale, messages, children }: ProvidersProps) {
  return (
    <IntlProvider locale={localeTags[locale]} messages={messages} defaultLocale="pt-BR">
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <GlobalStyles />
        {children}
      </SWRConfig>
    </IntlProvider>
  );
}
