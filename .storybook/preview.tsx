import '@acervo/ui/fonts';
import { GlobalStyles, type Scheme, schemes } from '@acervo/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useLayoutEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { handlers } from '../apps/portal/src/testing/mocks/handlers.ts';

/** The portal's shared API fixtures answer every story; stories override them in `beforeEach`. */
async function startMockApi() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  return worker;
}

/** Applies the toolbar's scheme to <html>, as the portal does, so portalled overlays follow it. */
function SchemeFrame({ scheme, children }: { scheme: Scheme; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.dataset.scheme = scheme;
  }, [scheme]);
  return (
    <>
      <GlobalStyles />
      {children}
    </>
  );
}

const withScheme: Decorator = (Story, context) => (
  <SchemeFrame scheme={context.globals.scheme as Scheme}>
    {/* Components read their locale (strings, dates, numbers) from react-aria; pt-BR is the product default. */}
    <I18nProvider locale="pt-BR">
      <Story />
    </I18nProvider>
  </SchemeFrame>
);

const preview: Preview = {
  decorators: [withScheme],
  loaders: [mswLoader(startMockApi)],
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: schemes.map((scheme) => ({ value: scheme, title: scheme })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: 'neo' },
  parameters: {
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
