/**
 * WCAG 2.x colour arithmetic on static hex colours: used by the contrast test over every scheme
 * and by createBrand to adjust an institution's colour until it is readable.
 */
export type Rgb = readonly [number, number, number];

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return hexPattern.test(value.trim());
}

export function parseHex(value: string): Rgb {
  const match = hexPattern.exec(value.trim());
  if (!match) throw new TypeError(`Not a hex colour: ${value}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes `colour` toward `target` by `amount` (0..1) in sRGB. */
export function mix(colour: string, target: string, amount: number): string {
  const from = parseHex(colour);
  const to = parseHex(target);
  return toHex(from.map((c, i) => c + (to[i]! - c) * amount) as unknown as Rgb);
}

/** The grey with the same relative luminance, so a grayscale scheme keeps every contrast ratio. */
export function toGrey(hex: string): string {
  const luminance = relativeLuminance(hex);
  const srgb = luminance <= 0.0031308 ? luminance * 12.92 : 1.055 * luminance ** (1 / 2.4) - 0.055;
  const value = Math.round(srgb * 255);
  return toHex([value, value, value]);
}
