import { expect, type Page } from '@playwright/test';

/**
 * WCAG 1.4.10: at 320 CSS px wide nothing scrolls sideways, with the portal's zoom at 0 and at 100
 * (text twice as large). A data table may scroll inside its own region; the page never does. The
 * page is narrowed where it stands (as a window is, or a phone turned), so one load serves this
 * and the axe checks; the viewport is put back afterwards.
 */
export async function expectReflowAt320(page: Page, label: string): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  const zoomBefore = await page.evaluate(() => document.documentElement.dataset.zoom ?? null);
  const overflow: Record<number, number> = {};
  for (const zoom of [0, 100]) {
    overflow[zoom] = await page.evaluate(async (value) => {
      const root = document.documentElement;
      root.dataset.zoom = String(value);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return root.scrollWidth - root.clientWidth;
    }, zoom);
  }
  await page.evaluate((value) => {
    if (value === null) delete document.documentElement.dataset.zoom;
    else document.documentElement.dataset.zoom = value;
  }, zoomBefore);
  if (viewport) await page.setViewportSize(viewport);
  expect(overflow, `${label} scrolls sideways at 320 px (overflow in px by zoom)`).toEqual({ 0: 0, 100: 0 });
}
