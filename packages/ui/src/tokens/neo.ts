/**
 * The base scheme, `neo`: every design token with its value. Other schemes are typed partials of
 * this object (./schemes), so a token is added in one place and every scheme inherits it.
 * Sizes are rem so the zoom setting (root font size) reflows the whole layout.
 */
export const neo = {
  color: {
    background: '#ffffff',
    surface: '#f5f6f7',
    text: '#1b1e21',
    textMuted: '#4d5560',
    border: '#6b7480',
    accent: '#0b5f6b',
    accentHover: '#084a53',
    onAccent: '#ffffff',
    danger: '#b3261e',
    onDanger: '#ffffff',
    focus: '#1a4fd6',
    focusHalo: '#ffffff',
  },
  font: {
    family: "'Atkinson Hyperlegible Next Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { sm: '0.25rem', md: '0.5rem', pill: '999rem' },
  shadow: { raised: '0 0.0625rem 0.1875rem rgb(0 0 0 / 0.2)' },
  motion: { fast: '120ms', normal: '200ms' },
  zIndex: { overlay: '100', toast: '200' },
  size: { target: '2.75rem', focusWidth: '0.1875rem' },
} as const;

/** The shape every scheme shares: the base tokens' names with string values. */
export type Tokens = WidenStrings<typeof neo>;
type WidenStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : WidenStrings<T[K]> };
