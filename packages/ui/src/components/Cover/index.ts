export { coverTitle, paletteFor } from './cover-art.ts';
export { Cover, type CoverProps } from './Cover.tsx';
