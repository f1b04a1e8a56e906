import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/** Renders inside react-aria's I18nProvider (jsdom's navigator says en-US; the kit defaults to pt). */
export function renderInLocale(ui: ReactElement, locale = 'pt-BR') {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider locale={locale}>{children}</I18nProvider>
    ),
  });
}
