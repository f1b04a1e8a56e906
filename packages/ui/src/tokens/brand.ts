import { contrastRatio, isHexColour, mix } from './contrast.ts';
import { neo } from './neo.ts';
import type { SchemePartial } from './scheme.ts';
import { dark } from './schemes/dark.ts';
import { resolveTokens } from './css-variables.ts';

const darkColours = resolveTokens(dark).color;

export type BrandInput = {
  /** The institution's main colour as hex (#rgb or #rrggbb). */
  primary: string;
  secondary?: string;
  /** URL of the institution's logo. */
  logo?: string;
  /** The institution's name: the logo's text alternative. */
  name: string;
};

/** Why a brand colour was not used as given, for the administrator's preview. */
export type BrandAdjustment = {
  readonly token: 'accent' | 'secondary';
  readonly scheme: 'neo' | 'dark';
  readonly given: string;
  readonly used: string;
  readonly reason: 'adjusted-for-contrast' | 'invalid-colour' | 'unreachable-contrast';
};

export type Brand = {
  readonly name: string;
  readonly logo?: string;
  /** Token overrides per scheme. High contrast, inverted and grayscale keep their own palettes. */
  readonly tokens: { readonly neo: SchemePartial; readonly dark: SchemePartial };
  readonly adjustments: readonly BrandAdjustment[];
};

const TEXT = 4.5;
/** Beyond this much mixing the colour no longer reads as the brand: use the kit's own accent. */
const MAX_MIX = 0.7;

type Palette = { surfaces: string[]; onLight: string; onDark: string; towards: string };

const palettes: Record<'neo' | 'dark', Palette> = {
  neo: {
    surfaces: [neo.color.background, neo.color.surface, neo.color.surfaceRaised],
    onLight: neo.color.text,
    onDark: '#ffffff',
    towards: '#000000',
  },
  dark: {
    surfaces: [darkColours.background, darkColours.surface, darkColours.surfaceRaised],
    onLight: darkColours.onAccent,
    onDark: '#ffffff',
    towards: '#ffffff',
  },
};

/** The readable text colour on a fill: the palette's dark or light ink, whichever contrasts more. */
function inkOn(fill: string, palette: Palette): string {
  return contrastRatio(palette.onLight, fill) >= contrastRatio(palette.onDark, fill)
    ? palette.onLight
    : palette.onDark;
}

function readable(colour: string, palette: Palette): boolean {
  return (
    palette.surfaces.every((surface) => contrastRatio(colour, surface) >= TEXT) &&
    contrastRatio(inkOn(colour, palette), colour) >= TEXT
  );
}

/**
 * Moves a colour toward black (light schemes) or white (dark) in 5% steps until it reads as text
 * on the scheme's surfaces and carries readable ink as a fill.
 */
function fit(
  given: string,
  fallback: string,
  token: BrandAdjustment['token'],
  scheme: 'neo' | 'dark',
  adjustments: BrandAdjustment[],
): string {
  const palette = palettes[scheme];
  if (!isHexColour(given)) {
    adjustments.push({ token, scheme, given, used: fallback, reason: 'invalid-colour' });
    return fallback;
  }
  for (let step = 0; step <= MAX_MIX * 20; step += 1) {
    const candidate = mix(given, palette.towards, step / 20);
    if (readable(candidate, palette)) {
      if (step > 0)
        adjustments.push({ token, scheme, given, used: candidate, reason: 'adjusted-for-contrast' });
      return candidate;
    }
  }
  adjustments.push({ token, scheme, given, used: fallback, reason: 'unreachable-contrast' });
  return fallback;
}

function schemeTokens(
  input: BrandInput,
  scheme: 'neo' | 'dark',
  adjustments: BrandAdjustment[],
): SchemePartial {
  const base = scheme === 'neo' ? neo.color : darkColours;
  const palette = palettes[scheme];
  const accent = fit(input.primary, base.accent, 'accent', scheme, adjustments);
  const secondary = input.secondary
    ? fit(input.secondary, base.secondary, 'secondary', scheme, adjustments)
    : base.secondary;
  const onAccent = inkOn(accent, palette);
  // Hover moves away from the ink (darker under light ink), so the ink keeps at least its resting contrast.
  const inkIsLight = contrastRatio(onAccent, '#000000') > contrastRatio(onAccent, '#ffffff');
  const hoverTowards = inkIsLight ? '#000000' : '#ffffff';
  return {
    color: {
      accent,
      accentHover: mix(accent, hoverTowards, 0.2),
      onAccent,
      secondary,
      onSecondary: inkOn(secondary, palette),
    },
  };
}

/**
 * An institution's branding as token overrides. A colour that would break contrast in a scheme
 * is darkened (light schemes) or lightened (dark) until it passes; one that cannot pass without
 * losing its identity, or is not a hex colour, falls back to the kit's accent. Every change is
 * listed in `adjustments`.
 */
export function createBrand(input: BrandInput): Brand {
  const adjustments: BrandAdjustment[] = [];
  const tokens = {
    neo: schemeTokens(input, 'neo', adjustments),
    dark: schemeTokens(input, 'dark', adjustments),
  };
  return { name: input.name, ...(input.logo ? { logo: input.logo } : {}), tokens, adjustments };
}
