import { defineScheme } from '../scheme.ts';

/**
 * High contrast: white and yellow on black, every text pair at least 7:1 (WCAG AAA). Borders are
 * full strength so every control's edge is visible without relying on colour fills.
 */
export const highContrast = defineScheme({
  color: {
    background: '#000000',
    surface: '#0a0a0a',
    surfaceRaised: '#000000',
    text: '#ffffff',
    textMuted: '#e8e8e8',
    textDisabled: '#a3a3a3',
    border: '#ffffff',
    borderSubtle: '#bdbdbd',
    accent: '#ffeb3b',
    accentHover: '#fff59d',
    onAccent: '#000000',
    secondary: '#7fe7ff',
    onSecondary: '#000000',
    link: '#ffeb3b',
    linkVisited: '#ffb8ff',
    danger: '#ffa8a8',
    dangerHover: '#ffcccc',
    onDanger: '#000000',
    dangerSurface: '#1f0000',
    success: '#8dffa8',
    onSuccess: '#000000',
    successSurface: '#001f08',
    warning: '#ffd27a',
    onWarning: '#000000',
    warningSurface: '#1f1400',
    info: '#7fe7ff',
    onInfo: '#000000',
    infoSurface: '#00181f',
    focus: '#ffeb3b',
    focusHalo: '#000000',
    selection: '#ffeb3b',
    onSelection: '#000000',
    backdrop: 'rgb(0 0 0 / 0.85)',
  },
  shadow: { raised: 'none', overlay: 'none' },
  size: { borderWidth: '0.125rem' },
});
