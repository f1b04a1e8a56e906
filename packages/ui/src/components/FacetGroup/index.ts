export { type FacetValue, normalise, visibleFacetValues } from './facets.ts';
export { FacetGroup, type FacetGroupProps } from './FacetGroup.tsx';
