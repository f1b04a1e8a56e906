import { afterEach, describe, expect, it } from 'vitest';
import {
  applyDisplaySettings,
  displaySettingsKey,
  effectiveScheme,
  prePaint,
  prePaintScript,
} from './display-settings.ts';

const root = document.documentElement;

afterEach(() => {
  for (const name of ['data-scheme', 'data-dark', 'data-zoom', 'data-bold']) root.removeAttribute(name);
  window.localStorage.clear();
});

describe('effective scheme', () => {
  it.each([
    ['normal', false, 'neo', false],
    ['normal', true, 'dark', false],
    ['grayscale', true, 'grayscale', true],
    ['high-contrast', true, 'high-contrast', false],
    ['inverted', true, 'inverted', false],
  ] as const)('%s with dark=%s is %s (data-dark %s)', (colour, dark, scheme, dataDark) => {
    expect(effectiveScheme(colour, dark)).toEqual({ scheme, dark: dataDark });
  });
});

describe('applying settings', () => {
  it('writes the public attributes on <html>', () => {
    applyDisplaySettings({ colour: 'grayscale', dark: true, zoom: 60, bold: true });
    expect(root).toHaveAttribute('data-scheme', 'grayscale');
    expect(root).toHaveAttribute('data-dark');
    expect(root).toHaveAttribute('data-zoom', '60');
    expect(root).toHaveAttribute('data-bold');

    applyDisplaySettings({ colour: 'normal', dark: false, zoom: 0, bold: false });
    expect(root).toHaveAttribute('data-scheme', 'neo');
    expect(root).not.toHaveAttribute('data-dark');
    expect(root).not.toHaveAttribute('data-bold');
  });

  it('applies stored settings before paint and ignores malformed values', () => {
    window.localStorage.setItem(
      displaySettingsKey,
      JSON.stringify({ colour: 'normal', dark: true, zoom: 40, bold: true }),
    );
    prePaint(displaySettingsKey);
    expect(root).toHaveAttribute('data-scheme', 'dark');
    expect(root).toHaveAttribute('data-zoom', '40');
    expect(root).toHaveAttribute('data-bold');

    for (const name of ['data-scheme', 'data-zoom', 'data-bold']) root.removeAttribute(name);
    window.localStorage.setItem(displaySettingsKey, JSON.stringify({ colour: 'purple', zoom: 33 }));
    prePaint(displaySettingsKey);
    expect(root).toHaveAttribute('data-scheme', 'neo');
    expect(root).not.toHaveAttribute('data-zoom');

    window.localStorage.setItem(displaySettingsKey, '{not json');
    expect(() => prePaint(displaySettingsKey)).not.toThrow();
  });

  it('ships a self-contained inline script that does the same', () => {
    window.localStorage.setItem(displaySettingsKey, JSON.stringify({ colour: 'high-contrast', zoom: 100 }));
    new Function(prePaintScript)();
    expect(root).toHaveAttribute('data-scheme', 'high-contrast');
    expect(root).toHaveAttribute('data-zoom', '100');
  });
});
