import { neo } from '../neo.ts';
import { type SchemePartial } from '../scheme.ts';
import { toGrey } from '../contrast.ts';
import { dark } from './dark.ts';

type Colours = Record<string, string>;

/** Each hex colour replaced by the grey of equal luminance, so every contrast ratio is kept. */
function greyed(colours: Colours): Colours {
  return Object.fromEntries(
    Object.entries(colours).map(([name, value]) => [name, value.startsWith('#') ? toGrey(value) : value]),
  );
}

/**
 * Grayscale: neo's palette without hue, for readers distracted or misled by colour. Computed once
 * at load from neo, so it can never drift from the base; the values are still static hex colours.
 */
export const grayscale = { color: greyed(neo.color) } as SchemePartial;

/** Grayscale over the dark palette: `data-scheme="grayscale"` with `data-dark`. */
export const grayscaleDark = { color: greyed({ ...neo.color, ...dark.color }) } as SchemePartial;
