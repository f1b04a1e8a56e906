import '@acervo/ui/fonts';
import {
  applyBrand,
  GlobalStyles,
  type Scheme,
  schemes,
  toCustomProperties,
  tokensFor,
  zoomLevels,
} from '@acervo/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useLayoutEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { createGlobalStyle } from 'styled-components';
import { configure } from 'storybook/test';
import { handlers } from '../apps/portal/src/testing/mocks/handlers.ts';
import { runAxeMatrix, underVitest } from './axe-matrix.ts';
import { sampleBrands } from './sample-brands.ts';

// The play functions' findBy and waitFor wait up to 5 s, not Testing Library's 1 s: the stories run
// beside the whole test suite on two cores, where a fetch and a fade can take longer than a second.
// A check that holds still ends as soon as it holds.
configure({ asyncUtilTimeout: 5000 });

/** The portal's shared API fixtures answer every story; stories override them in `beforeEach`. */
async function startMockApi() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  return worker;
}

const localeTags = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', fr: 'fr-FR', it: 'it-IT' } as const;
type LocaleKey = keyof typeof localeTags;

/**
 * Stacked mode repeats a story once per scheme. Schemes are keyed on <html>, so each copy gets a
 * scope that re-declares every token with that scheme's values (Storybook-only CSS).
 */
const StackedScopes = createGlobalStyle`
  ${schemes
    .map((scheme) => {
      const declarations = toCustomProperties(tokensFor(scheme))
        .map(([name, value]) => `${name}: ${value};`)
        .join(' ');
      return `[data-scheme-scope='${scheme}'] { ${declarations} background: var(--color-background); color: var(--color-text); }`;
    })
    .join('\n')}
  [data-stacked] { display: grid; gap: var(--space-md); }
  [data-scheme-scope] { padding: var(--space-md); border: var(--size-border-width) solid var(--color-border); }
  [data-scheme-scope] > h2 { margin: 0 0 var(--space-sm); font-size: var(--font-size-sm); }
`;

type Axes = { scheme: Scheme; zoom: string; bold: boolean; locale: LocaleKey; brand: string; dark: boolean };

/** Applies the toolbar's axes to <html>, as the portal does, so portalled overlays follow them. */
function Frame({ axes, children }: { axes: Axes; children: ReactNode }) {
  const { scheme, zoom, bold, locale, brand, dark } = axes;
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-scheme', scheme);
    root.toggleAttribute('data-dark', dark && scheme === 'grayscale');
    root.setAttribute('data-zoom', zoom);
    root.toggleAttribute('data-bold', bold);
    root.lang = localeTags[locale];
    applyBrand(sampleBrands[brand] ?? null, root);
  }, [scheme, zoom, bold, locale, brand, dark]);
  return (
    <I18nProvider locale={localeTags[locale]}>
      <GlobalStyles />
      {children}
    </I18nProvider>
  );
}

const withAxes: Decorator = (Story, context) => {
  const g = context.globals;
  const axes: Axes = {
    scheme: g.scheme as Scheme,
    zoom: String(g.zoom ?? '0'),
    bold: g.bold === 'on',
    locale: (g.locale ?? 'pt') as LocaleKey,
    brand: String(g.brand ?? 'none'),
    dark: g.dark === 'on',
  };
  if (g.layout === 'stacked') {
    return (
      <Frame axes={axes}>
        <StackedScopes />
        <div data-stacked="">
          {schemes.map((scheme) => (
            <section key={scheme} data-scheme-scope={scheme} aria-label={scheme}>
              <h2>{scheme}</h2>
              <Story />
            </section>
          ))}
        </div>
      </Frame>
    );
  }
  return (
    <Frame axes={axes}>
      <Story />
    </Frame>
  );
};

type Icon = NonNullable<NonNullable<NonNullable<Preview['globalTypes']>[string]['toolbar']>['icon']>;

const toolbar = (title: string, icon: Icon, items: { value: string; title: string }[]) => ({
  description: title,
  toolbar: { title, icon, items, dynamicTitle: true },
});

const preview: Preview = {
  decorators: [withAxes],
  loaders: [mswLoader(startMockApi)],
  globalTypes: {
    scheme: toolbar(
      'Scheme',
      'contrast',
      schemes.map((scheme) => ({ value: scheme, title: scheme })),
    ),
    dark: toolbar('Grayscale over dark', 'moon', [
      { value: 'off', title: 'Grayscale light' },
      { value: 'on', title: 'Grayscale dark (data-dark)' },
    ]),
    layout: toolbar('Layout', 'sidebyside', [
      { value: 'single', title: 'One scheme' },
      { value: 'stacked', title: 'Stacked: all five schemes' },
    ]),
    zoom: toolbar(
      'Zoom',
      'zoom',
      zoomLevels.map((zoom) => ({ value: String(zoom), title: `Zoom +${zoom}%` })),
    ),
    bold: toolbar('Bold text', 'edit', [
      { value: 'off', title: 'Regular weights' },
      { value: 'on', title: 'Bold text (data-bold)' },
    ]),
    locale: toolbar(
      'Locale',
      'globe',
      Object.entries(localeTags).map(([value, tag]) => ({ value, title: tag })),
    ),
    brand: toolbar('Brand', 'paintbrush', [
      { value: 'none', title: 'No brand (kit accent)' },
      ...Object.entries(sampleBrands).map(([value, brand]) => ({ value, title: brand.name })),
    ]),
  },
  initialGlobals: {
    scheme: 'neo',
    dark: 'off',
    layout: 'single',
    zoom: '0',
    bold: 'off',
    locale: 'pt',
    brand: 'none',
  },
  parameters: {
    // Any axe violation fails the story's test, in every scheme and zoom (afterEach below).
    a11y: {
      test: 'error',
      // react-aria's page-wide announcer is not the story: its spoken messages stay for seconds and
      // may point at a label already gone (a pending button's, once its dialog closed).
      context: { exclude: ['[data-live-announcer]'] },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  // Each story starts as a fresh page would: react-aria's page-wide announcer keeps a previous
  // story's messages for seconds, pointing at labels that story took away with it.
  beforeEach() {
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
  async afterEach(context) {
    if (underVitest()) await runAxeMatrix(context);
  },
};

export default preview;
