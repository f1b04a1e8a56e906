import { neo } from './neo.ts';

/**
 * Media queries cannot read custom properties, so breakpoints are also plain values. They are in
 * rem, which media queries resolve against the browser's default size, not the zoomed root.
 */
export const breakpoints = neo.breakpoint;

export const mediaUp = {
  sm: `(min-width: ${breakpoints.sm})`,
  md: `(min-width: ${breakpoints.md})`,
  lg: `(min-width: ${breakpoints.lg})`,
  xl: `(min-width: ${breakpoints.xl})`,
} as const;
