export { Button, type ButtonProps, type ButtonVariant } from './components/Button/index.ts';

// --- Foundation (tokens, theme, layout and shell) ---
export { GlobalStyles } from './theme/GlobalStyles.tsx';
export { applyScheme } from './theme/scheme-attribute.ts';
export { applyBrand } from './theme/brand.ts';
export { focusRing, focusRingText } from './theme/focus-ring.ts';
export {
  applyDisplaySettings,
  colourSettings,
  defaultDisplaySettings,
  displaySettingsKey,
  effectiveScheme,
  prePaint,
  prePaintScript,
  type ColourSetting,
  type DisplaySettings,
} from './theme/display-settings.ts';
export { type Tokens, neo } from './tokens/neo.ts';
export { schemes, isScheme, defineScheme, type Scheme, type SchemePartial } from './tokens/scheme.ts';
export {
  brandStyleSheet,
  resolveTokens,
  schemePartials,
  schemeStyleSheet,
  toCustomProperties,
  tokensFor,
  vars,
} from './tokens/css-variables.ts';
export { zoomLevels, isZoomLevel, rootFontSize, type ZoomLevel } from './tokens/axes.ts';
export { breakpoints, mediaUp } from './tokens/breakpoints.ts';
export { createBrand, type Brand, type BrandAdjustment, type BrandInput } from './tokens/brand.ts';
export { contrastRatio } from './tokens/contrast.ts';
export { pairings, type Pairing } from './tokens/pairings.ts';
// --- end foundation ---
