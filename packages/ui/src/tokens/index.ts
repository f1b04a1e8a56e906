// The tokens entry point (`@acervo/ui/tokens`): values, schemes, brands and contrast arithmetic.
export { type Tokens, neo } from './neo.ts';
export { schemes, isScheme, defineScheme, type Scheme, type SchemePartial } from './scheme.ts';
export {
  brandStyleSheet,
  resolveTokens,
  schemePartials,
  schemeStyleSheet,
  toCustomProperties,
  tokensFor,
  vars,
} from './css-variables.ts';
export { zoomLevels, isZoomLevel, rootFontSize, boldWeights, type ZoomLevel } from './axes.ts';
export { breakpoints, mediaUp } from './breakpoints.ts';
export { createBrand, type Brand, type BrandAdjustment, type BrandInput } from './brand.ts';
export { contrastRatio, mix, toGrey } from './contrast.ts';
export { pairings, type Pairing } from './pairings.ts';
