import { boldWeights, rootFontSize, zoomLevels } from './axes.ts';
import type { Brand } from './brand.ts';
import { neo, type Tokens } from './neo.ts';
import type { Scheme, SchemePartial } from './scheme.ts';
import { dark } from './schemes/dark.ts';
import { grayscale, grayscaleDark } from './schemes/grayscale.ts';
import { highContrast } from './schemes/high-contrast.ts';
import { inverted } from './schemes/inverted.ts';

/** Each scheme's changes over the base. */
export const schemePartials: Record<Exclude<Scheme, 'neo'>, SchemePartial> = {
  dark,
  'high-contrast': highContrast,
  inverted,
  grayscale,
};

type TokenTree = { readonly [key: string]: string | TokenTree };

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Flattens a token tree to custom properties: color.textMuted -> --color-text-muted. */
export function toCustomProperties(tree: TokenTree, prefix = '-'): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}-${kebab(key)}`, value] as [string, string]]
      : toCustomProperties(value, `${prefix}-${kebab(key)}`),
  );
}

type Vars<T> = { readonly [K in keyof T]: T[K] extends string ? string : Vars<T[K]> };

function toVars(tree: TokenTree, prefix = '-'): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const name = `${prefix}-${kebab(key)}`;
      return [key, typeof value === 'string' ? `var(${name})` : toVars(value, name)];
    }),
  );
}

/**
 * Every token as a `var(--…)` string. Styles reference these, never values, so switching the
 * scheme is one attribute change on <html> and re-renders nothing.
 */
export const vars = toVars(neo) as Vars<Tokens>;

function block(selector: string, tree: TokenTree): string {
  const declarations = toCustomProperties(tree).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${declarations.join('\n')}\n}`;
}

/** Deep-merges a partial over the base: the tokens a scheme actually shows. */
export function resolveTokens(...partials: SchemePartial[]): Tokens {
  const merge = (base: TokenTree, over: TokenTree | undefined): TokenTree =>
    Object.fromEntries(
      Object.entries(base).map(([key, value]) => {
        const next = over?.[key];
        if (typeof value === 'string') return [key, typeof next === 'string' ? next : value];
        return [key, merge(value, next as TokenTree | undefined)];
      }),
    );
  return partials.reduce<TokenTree>((tree, partial) => merge(tree, partial as TokenTree), neo) as Tokens;
}

/** The tokens of a scheme as shown, with `dark` for grayscale over the dark palette. */
export function tokensFor(scheme: Scheme, options: { dark?: boolean; brand?: Brand } = {}): Tokens {
  if (scheme === 'grayscale') return resolveTokens(options.dark ? grayscaleDark : grayscale);
  const partial = scheme === 'neo' ? {} : schemePartials[scheme];
  const brand = options.brand && (scheme === 'neo' || scheme === 'dark') ? options.brand.tokens[scheme] : {};
  return resolveTokens(partial, brand);
}

/** System colours for forced-colours mode (Windows High Contrast): the OS palette wins. */
const forcedColours = {
  color: {
    background: 'Canvas',
    surface: 'Canvas',
    surfaceRaised: 'Canvas',
    text: 'CanvasText',
    textMuted: 'CanvasText',
    textDisabled: 'GrayText',
    border: 'CanvasText',
    borderSubtle: 'CanvasText',
    accent: 'ButtonText',
    accentHover: 'Highlight',
    onAccent: 'ButtonFace',
    link: 'LinkText',
    linkVisited: 'VisitedText',
    focus: 'Highlight',
    focusHalo: 'Canvas',
  },
};

/**
 * The style sheet of every axis: the base in full, each scheme's changes only, grayscale over
 * dark, zoom steps, bold weights and forced colours. Attribute selectors on :root, so portalled
 * overlays follow.
 */
export function schemeStyleSheet(): string {
  return [
    block(':root', neo),
    ...Object.entries(schemePartials).map(([scheme, partial]) =>
      block(`:root[data-scheme='${scheme}']`, partial as TokenTree),
    ),
    block(`:root[data-scheme='grayscale'][data-dark]`, grayscaleDark as TokenTree),
    `:root { color-scheme: light; font-size: ${rootFontSize(0)}; }`,
    `:root[data-scheme='dark'], :root[data-scheme='high-contrast'], :root[data-scheme='inverted'], :root[data-scheme='grayscale'][data-dark] { color-scheme: dark; }`,
    ...zoomLevels
      .filter((zoom) => zoom > 0)
      .map((zoom) => `:root[data-zoom='${zoom}'] { font-size: ${rootFontSize(zoom)}; }`),
    block(':root[data-bold]', { font: { weight: boldWeights } }),
    `@media (forced-colors: active) {\n${block(':root', forcedColours)}\n}`,
  ].join('\n\n');
}

/**
 * A brand's overrides, scoped to the schemes it applies to (neo and dark) and to `data-brand`.
 * The extra attribute makes these rules outrank the scheme blocks whatever their order.
 */
export function brandStyleSheet(brand: Brand): string {
  return [
    block(
      `:root[data-brand]:not([data-scheme]), :root[data-brand][data-scheme='neo']`,
      brand.tokens.neo as TokenTree,
    ),
    block(`:root[data-brand][data-scheme='dark']`, brand.tokens.dark as TokenTree),
  ].join('\n\n');
}
