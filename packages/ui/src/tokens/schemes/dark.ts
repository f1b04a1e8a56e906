import { defineScheme } from '../scheme.ts';

/** Dark: light text on near-black surfaces, accents lightened to keep their contrast. */
export const dark = defineScheme({
  color: {
    background: '#121416',
    surface: '#1d2024',
    text: '#eef0f2',
    textMuted: '#b5bcc5',
    border: '#8d96a1',
    accent: '#7fd3de',
    accentHover: '#a6e2ea',
    onAccent: '#0d1113',
    danger: '#ffb4ab',
    onDanger: '#3a0905',
    focus: '#9cb8ff',
    focusHalo: '#121416',
  },
});
