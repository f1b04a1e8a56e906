import { isZoomLevel, type ZoomLevel } from '../tokens/axes.ts';
import type { Scheme } from '../tokens/scheme.ts';

/** The spec's colour setting (`cor`): independent of the dark-mode switch. */
export const colourSettings = ['normal', 'inverted', 'grayscale', 'high-contrast'] as const;
export type ColourSetting = (typeof colourSettings)[number];

/** What the accessibility panel controls. Storage belongs to the app; the kit only applies them. */
export type DisplaySettings = {
  colour: ColourSetting;
  dark: boolean;
  zoom: ZoomLevel;
  bold: boolean;
  signLanguage: boolean;
};

export const defaultDisplaySettings: DisplaySettings = {
  colour: 'normal',
  dark: false,
  zoom: 0,
  bold: false,
  signLanguage: false,
};

/**
 * The effective scheme (architecture §3): normal + dark is `dark`; grayscale + dark is grayscale
 * with `data-dark`; dark is ignored under high contrast and inverted, which define their own ground.
 */
export function effectiveScheme(colour: ColourSetting, darkMode: boolean): { scheme: Scheme; dark: boolean } {
  switch (colour) {
    case 'normal':
      return { scheme: darkMode ? 'dark' : 'neo', dark: false };
    case 'grayscale':
      return { scheme: 'grayscale', dark: darkMode };
    default:
      return { scheme: colour, dark: false };
  }
}

/** Writes the settings as the public attributes on <html>: data-scheme, data-dark, data-zoom, data-bold. */
export function applyDisplaySettings(
  settings: Pick<DisplaySettings, 'colour' | 'dark' | 'zoom' | 'bold'>,
  root: HTMLElement = document.documentElement,
): void {
  const { scheme, dark } = effectiveScheme(settings.colour, settings.dark);
  root.setAttribute('data-scheme', scheme);
  root.toggleAttribute('data-dark', dark);
  root.setAttribute('data-zoom', String(isZoomLevel(settings.zoom) ? settings.zoom : 0));
  root.toggleAttribute('data-bold', settings.bold);
}

/** Where apps keep the settings, so the pre-paint script finds them. */
export const displaySettingsKey = 'acervo.display';

/**
 * Applies stored settings before first paint, so no page flashes in the wrong scheme or size.
 * It is self-contained (no imports, no closures) because apps inline its source in <head>
 * through `prePaintScript`; it mirrors `effectiveScheme` and ignores anything malformed.
 */
export function prePaint(key: string): void {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return;
    const s = JSON.parse(raw);
    const root = document.documentElement;
    const colours = ['normal', 'inverted', 'grayscale', 'high-contrast'];
    const colour = colours.indexOf(s.colour) >= 0 ? s.colour : 'normal';
    const dark = s.dark === true;
    root.setAttribute('data-scheme', colour === 'normal' ? (dark ? 'dark' : 'neo') : colour);
    if (colour === 'grayscale' && dark) root.setAttribute('data-dark', '');
    if ([0, 20, 40, 60, 80, 100].indexOf(s.zoom) >= 0) root.setAttribute('data-zoom', String(s.zoom));
    if (s.bold === true) root.setAttribute('data-bold', '');
  } catch {
    // Storage blocked or corrupt: the page keeps the defaults.
  }
}

/** `prePaint` as an inline script for the document <head> (about 600 bytes). */
export const prePaintScript = `(${prePaint.toString()})(${JSON.stringify(displaySettingsKey)});`;
