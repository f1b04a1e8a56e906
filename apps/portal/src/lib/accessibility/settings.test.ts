import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AccessibilitySettings,
  applyAccessibility,
  colourModes,
  effectiveScheme,
  readAccessibility,
  zoomLevels,
} from './settings.ts';

/** The blocking script index.html loads before the first paint. */
const prePaintScript = (() => {
  const html = readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');
  if (!html.includes('<script src="/pre-paint.js"></script>'))
    throw new Error('index.html no longer loads pre-paint.js');
  return readFileSync(path.join(import.meta.dirname, '../../../public/pre-paint.js'), 'utf8');
})();

function attributes(root: HTMLElement) {
  return Object.fromEntries(
    ['data-scheme', 'data-dark', 'data-zoom', 'data-bold'].map((name) => [name, root.getAttribute(name)]),
  );
}

describe('accessibility settings', () => {
  beforeEach(() => localStorage.clear());

  it('derives the design system’s scheme as architecture §3 says', () => {
    expect(effectiveScheme('normal', false)).toEqual({ scheme: 'neo', dark: false });
    expect(effectiveScheme('normal', true)).toEqual({ scheme: 'dark', dark: false });
    expect(effectiveScheme('escala-cinza', true)).toEqual({ scheme: 'grayscale', dark: true });
    expect(effectiveScheme('alto-contraste', true)).toEqual({ scheme: 'high-contrast', dark: false });
    expect(effectiveScheme('invertido', true)).toEqual({ scheme: 'inverted', dark: false });
  });

  it('repairs unknown stored values to the defaults', () => {
    localStorage.setItem(
      'acervo.acessibilidade',
      JSON.stringify({ zoom: 30, negrito: 'yes', cor: 'purple', libras: true }),
    );
    expect(readAccessibility()).toEqual({ zoom: 0, negrito: false, cor: 'normal', libras: true });
    localStorage.setItem('acervo.acessibilidade', '{not json');
    expect(readAccessibility()).toEqual({ zoom: 0, negrito: false, cor: 'normal', libras: false });
  });

  it('the pre-paint script sets exactly what the app sets, for every combination', () => {
    for (const zoom of zoomLevels)
      for (const cor of colourModes)
        for (const negrito of [false, true])
          for (const dark of [false, true]) {
            const settings: AccessibilitySettings = { zoom, cor, negrito, libras: false };
            localStorage.setItem('acervo.acessibilidade', JSON.stringify(settings));
            localStorage.setItem('acervo.modoEscuro', String(dark));
            const byScript = document.createElement('html');
            // The script works on document.documentElement; run it against a fresh one each time.
            for (const name of ['data-scheme', 'data-dark', 'data-zoom', 'data-bold'])
              document.documentElement.removeAttribute(name);
            new Function(prePaintScript)();
            for (const name of ['data-scheme', 'data-dark', 'data-zoom', 'data-bold']) {
              const value = document.documentElement.getAttribute(name);
              if (value !== null) byScript.setAttribute(name, value);
            }
            const byApp = document.createElement('html');
            applyAccessibility(readAccessibility(), dark, byApp);
            expect(attributes(byScript), JSON.stringify({ settings, dark })).toEqual(attributes(byApp));
          }
  });
});
