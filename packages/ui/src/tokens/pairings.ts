import type { Tokens } from './neo.ts';

type ColourToken = keyof Tokens['color'];

/** A foreground/background pair the kit renders; `text` needs 4.5:1 (7:1 in high contrast), `ui` 3:1. */
export type Pairing = { readonly fg: ColourToken; readonly bg: ColourToken; readonly kind: 'text' | 'ui' };

const text = (fg: ColourToken, ...bgs: ColourToken[]): Pairing[] =>
  bgs.map((bg) => ({ fg, bg, kind: 'text' }));
const ui = (fg: ColourToken, ...bgs: ColourToken[]): Pairing[] => bgs.map((bg) => ({ fg, bg, kind: 'ui' }));

const surfaces: ColourToken[] = ['background', 'surface', 'surfaceRaised'];

/**
 * Every pairing components use. A component that puts a colour token on another must find its
 * pair here, so the contrast test covers it in every scheme and brand.
 */
export const pairings: readonly Pairing[] = [
  ...text('text', ...surfaces, 'dangerSurface', 'successSurface', 'warningSurface', 'infoSurface'),
  ...text('textMuted', ...surfaces),
  ...text('link', ...surfaces),
  ...text('linkVisited', ...surfaces),
  ...text('accent', ...surfaces),
  ...text('secondary', ...surfaces),
  ...text('onAccent', 'accent', 'accentHover'),
  ...text('onSecondary', 'secondary'),
  ...text('danger', ...surfaces, 'dangerSurface'),
  ...text('onDanger', 'danger', 'dangerHover'),
  ...text('success', ...surfaces, 'successSurface'),
  ...text('onSuccess', 'success'),
  ...text('warning', ...surfaces, 'warningSurface'),
  ...text('onWarning', 'warning'),
  ...text('info', ...surfaces, 'infoSurface'),
  ...text('onInfo', 'info'),
  ...text('onSelection', 'selection'),
  ...ui('border', ...surfaces),
  ...ui('focus', ...surfaces, 'focusHalo'),
];
