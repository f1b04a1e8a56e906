import type { Tokens } from './neo.ts';

/** The effective colour schemes, set as `data-scheme` on <html>. */
export const schemes = ['neo', 'dark', 'high-contrast', 'inverted', 'grayscale'] as const;
export type Scheme = (typeof schemes)[number];

export function isScheme(value: unknown): value is Scheme {
  return typeof value === 'string' && (schemes as readonly string[]).includes(value);
}

type DeepPartial<T> = { readonly [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/**
 * A scheme is a partial over the base. `Exact` rejects any key the base does not have, so a
 * scheme can change tokens but never invent them.
 */
type Exact<Shape, Candidate> = Candidate extends Shape
  ? Exclude<keyof Candidate, keyof Shape> extends never
    ? { [K in keyof Candidate]: K extends keyof Shape ? Exact<NonNullable<Shape[K]>, Candidate[K]> : never }
    : never
  : never;

export type SchemePartial = DeepPartial<Tokens>;

export function defineScheme<const Partial extends SchemePartial>(
  partial: Partial & Exact<SchemePartial, Partial>,
): Partial {
  return partial;
}
