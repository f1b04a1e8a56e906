import { neo, type Tokens } from './neo.ts';
import type { Scheme, SchemePartial } from './scheme.ts';
import { dark } from './schemes/dark.ts';

const partials: Record<Exclude<Scheme, 'neo'>, SchemePartial> = { dark };

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

/** The style sheet of every scheme: the base in full, then each scheme's changes only. */
export function schemeStyleSheet(): string {
  return [
    block(':root', neo),
    ...Object.entries(partials).map(([scheme, partial]) =>
      block(`:root[data-scheme='${scheme}']`, partial as TokenTree),
    ),
    `:root { color-scheme: light; }`,
    `:root[data-scheme='dark'] { color-scheme: dark; }`,
  ].join('\n\n');
}
