import { applyDisplaySettings, type ColourSetting, type DisplaySettings } from '@acervo/ui';
import { atom } from '../jotai.ts';

/**
 * The accessibility panel's settings (spec §1), stored as the spec names them: `{ zoom, negrito,
 * cor, libras }`, plus the dark-mode switch stored beside them. Preferences stay plain text (they
 * are not secrets) so the inline script in index.html can apply them before the first paint.
 */
export const zoomLevels = [0, 20, 40, 60, 80, 100] as const;
export type Zoom = (typeof zoomLevels)[number];
export const colourModes = ['normal', 'invertido', 'escala-cinza', 'alto-contraste'] as const;
export type ColourMode = (typeof colourModes)[number];

export type AccessibilitySettings = { zoom: Zoom; negrito: boolean; cor: ColourMode; libras: boolean };

export const accessibilityStorageKey = 'acervo.acessibilidade';
export const darkModeStorageKey = 'acervo.modoEscuro';

export const defaultAccessibility: AccessibilitySettings = {
  zoom: 0,
  negrito: false,
  cor: 'normal',
  libras: false,
};

/** Reads stored settings, repairing anything unknown to its default. */
export function readAccessibility(storage: Storage = localStorage): AccessibilitySettings {
  let stored: Partial<Record<keyof AccessibilitySettings, unknown>> = {};
  try {
    stored = JSON.parse(storage.getItem(accessibilityStorageKey) ?? '{}') ?? {};
  } catch {
    stored = {};
  }
  return {
    zoom: (zoomLevels as readonly unknown[]).includes(stored.zoom) ? (stored.zoom as Zoom) : 0,
    negrito: stored.negrito === true,
    cor: (colourModes as readonly unknown[]).includes(stored.cor) ? (stored.cor as ColourMode) : 'normal',
    libras: stored.libras === true,
  };
}

export function readDarkMode(storage: Storage = localStorage): boolean {
  return storage.getItem(darkModeStorageKey) === 'true';
}

export type EffectiveScheme = 'neo' | 'dark' | 'high-contrast' | 'inverted' | 'grayscale';

/**
 * The design system's `data-scheme` from the two stored settings (architecture §3): normal + dark is
 * `dark`; grayscale + dark is `grayscale` with `data-dark`; dark is ignored under high contrast and
 * inverted.
 */
export function effectiveScheme(cor: ColourMode, dark: boolean): { scheme: EffectiveScheme; dark: boolean } {
  switch (cor) {
    case 'alto-contraste':
      return { scheme: 'high-contrast', dark: false };
    case 'invertido':
      return { scheme: 'inverted', dark: false };
    case 'escala-cinza':
      return { scheme: 'grayscale', dark };
    default:
      return { scheme: dark ? 'dark' : 'neo', dark: false };
  }
}

const colourForKit: Record<ColourMode, ColourSetting> = {
  normal: 'normal',
  invertido: 'inverted',
  'escala-cinza': 'grayscale',
  'alto-contraste': 'high-contrast',
};
const colourFromKit = Object.fromEntries(
  Object.entries(colourForKit).map(([mode, setting]) => [setting, mode]),
) as Record<ColourSetting, ColourMode>;

/** The stored (spec-named) settings as the design system's panel and attributes take them. */
export function toDisplaySettings(settings: AccessibilitySettings, darkMode: boolean): DisplaySettings {
  return {
    colour: colourForKit[settings.cor],
    dark: darkMode,
    zoom: settings.zoom,
    bold: settings.negrito,
    signLanguage: settings.libras,
  };
}

export function fromDisplaySettings(display: DisplaySettings): {
  settings: AccessibilitySettings;
  darkMode: boolean;
} {
  return {
    settings: {
      zoom: display.zoom,
      negrito: display.bold,
      cor: colourFromKit[display.colour],
      libras: display.signLanguage,
    },
    darkMode: display.dark,
  };
}

/** Sets the design system's attributes on <html>; index.html's inline script does the same. */
export function applyAccessibility(
  settings: AccessibilitySettings,
  darkMode: boolean,
  root: HTMLElement = document.documentElement,
): void {
  applyDisplaySettings(toDisplaySettings(settings, darkMode), root);
}

export const accessibilityAtom = atom<AccessibilitySettings>(defaultAccessibility);
export const darkModeAtom = atom(false);

/** Saves and applies in one step, so the page and the stored value never disagree. */
export const saveAccessibilityAtom = atom(
  null,
  (get, set, change: { settings?: Partial<AccessibilitySettings>; darkMode?: boolean }) => {
    const settings = { ...get(accessibilityAtom), ...change.settings };
    const darkMode = change.darkMode ?? get(darkModeAtom);
    set(accessibilityAtom, settings);
    set(darkModeAtom, darkMode);
    localStorage.setItem(accessibilityStorageKey, JSON.stringify(settings));
    localStorage.setItem(darkModeStorageKey, String(darkMode));
    applyAccessibility(settings, darkMode);
  },
);
