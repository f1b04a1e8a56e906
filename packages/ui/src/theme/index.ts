// The theme entry point (`@acervo/ui/theme`): global styles, settings and brand application.
export { GlobalStyles } from './GlobalStyles.tsx';
export { applyScheme } from './scheme-attribute.ts';
export { applyBrand } from './brand.ts';
export { focusRing, focusRingText } from './focus-ring.ts';
export { pageGutter, panelPadding } from './page-gutter.ts';
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
} from './display-settings.ts';
