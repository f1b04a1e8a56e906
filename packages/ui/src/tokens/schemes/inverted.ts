import { defineScheme } from '../scheme.ts';

/**
 * Inverted: the neo palette with every channel inverted (white becomes black, teal becomes
 * salmon), for readers who use inverted colours on their devices and expect the same here.
 * Values are the sRGB inversions of neo, nudged where inversion would drop a pair below its bar.
 */
export const inverted = defineScheme({
  color: {
    background: '#000000',
    surface: '#0a0908',
    surfaceRaised: '#000000',
    text: '#e4e1de',
    textMuted: '#b2aa9f',
    textDisabled: '#898075',
    border: '#948b7f',
    borderSubtle: '#2a2621',
    accent: '#f4a094',
    accentHover: '#f7b5ac',
    onAccent: '#000000',
    secondary: '#b5c57f',
    onSecondary: '#000000',
    link: '#f4a85b',
    linkVisited: '#94d270',
    danger: '#4cd9e1',
    dangerHover: '#73e2e8',
    onDanger: '#000000',
    dangerSurface: '#021315',
    success: '#e194cb',
    onSuccess: '#000000',
    successSurface: '#180b15',
    warning: '#75b4ff',
    onWarning: '#000000',
    warningSurface: '#000b1f',
    info: '#f4a85b',
    onInfo: '#000000',
    infoSurface: '#190f05',
    focus: '#e5b029',
    focusHalo: '#000000',
    selection: '#301c00',
    onSelection: '#e4e1de',
    backdrop: 'rgb(255 255 255 / 0.35)',
  },
});
