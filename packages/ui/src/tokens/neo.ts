/**
 * The base scheme, `neo`: every design token with its value. Other schemes are typed partials of
 * this object (./schemes), so a token is added in one place and every scheme inherits it.
 * Sizes are rem so the zoom setting (root font size) reflows the whole layout. Colours are static
 * hex values: the spec's oldest browsers (Chrome 104, Firefox 110) lack relative colour syntax.
 */
export const neo = {
  color: {
    background: '#ffffff',
    surface: '#f5f6f7',
    surfaceRaised: '#ffffff',
    text: '#1b1e21',
    textMuted: '#4d5560',
    /** Disabled controls are exempt from WCAG contrast; still kept readable (about 3:1). */
    textDisabled: '#767f8a',
    border: '#6b7480',
    borderSubtle: '#d5d9de',
    accent: '#0b5f6b',
    accentHover: '#084a53',
    onAccent: '#ffffff',
    secondary: '#4a3a80',
    onSecondary: '#ffffff',
    link: '#0b57a4',
    linkVisited: '#6b2d8f',
    danger: '#b3261e',
    dangerHover: '#8c1d17',
    onDanger: '#ffffff',
    dangerSurface: '#fdecea',
    success: '#1e6b34',
    onSuccess: '#ffffff',
    successSurface: '#e7f4ea',
    warning: '#8a4b00',
    onWarning: '#ffffff',
    warningSurface: '#fff4e0',
    info: '#0b57a4',
    onInfo: '#ffffff',
    infoSurface: '#e6f0fa',
    focus: '#1a4fd6',
    focusHalo: '#ffffff',
    selection: '#cfe3ff',
    onSelection: '#1b1e21',
    backdrop: 'rgb(0 0 0 / 0.55)',
  },
  font: {
    family: "'Atkinson Hyperlegible Next Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    familyMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.75rem',
      xxl: '2.25rem',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.7' },
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
  },
  radius: { none: '0', sm: '0.25rem', md: '0.5rem', lg: '1rem', pill: '999rem' },
  shadow: {
    raised: '0 0.0625rem 0.1875rem rgb(0 0 0 / 0.2)',
    overlay: '0 0.5rem 1.5rem rgb(0 0 0 / 0.25)',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easeStandard: 'cubic-bezier(0.2, 0, 0, 1)',
    easeExit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
  zIndex: {
    base: '0',
    sticky: '10',
    dropdown: '50',
    overlay: '100',
    modal: '150',
    toast: '200',
    skipLink: '300',
  },
  /** Breakpoints, also exported as plain values (./breakpoints.ts) for media queries, which cannot read var(). */
  breakpoint: { sm: '30rem', md: '48rem', lg: '64rem', xl: '80rem' },
  size: {
    /** WCAG 2.5.8 asks 24 px; the kit gives 44 px for touch. */
    target: '2.75rem',
    targetMin: '1.5rem',
    focusWidth: '0.1875rem',
    borderWidth: '0.0625rem',
    borderWidthStrong: '0.125rem',
    iconSm: '1rem',
    iconMd: '1.25rem',
    iconLg: '1.5rem',
    contentMax: '75rem',
    measure: '70ch',
  },
} as const;

/** The shape every scheme shares: the base tokens' names with string values. */
export type Tokens = WidenStrings<typeof neo>;
type WidenStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : WidenStrings<T[K]> };
