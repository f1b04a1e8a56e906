/** The accessibility panel's zoom steps (percent added to the root size), as `data-zoom` on <html>. */
export const zoomLevels = [0, 20, 40, 60, 80, 100] as const;
export type ZoomLevel = (typeof zoomLevels)[number];

export function isZoomLevel(value: unknown): value is ZoomLevel {
  return (zoomLevels as readonly unknown[]).includes(value);
}

/** Root font size per zoom step: 100% to 200%. Every size is rem, so the whole layout reflows. */
export function rootFontSize(zoom: ZoomLevel): string {
  return `${100 + zoom}%`;
}

/** Weights under `data-bold`: every weight token moves up, so bold text stays distinguishable. */
export const boldWeights = { regular: '700', medium: '700', semibold: '800', bold: '800' } as const;
