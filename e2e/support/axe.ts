import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { schemeSettings } from './portal.ts';

/**
 * The rules whose answer depends on colour. A scheme changes colours (high contrast also thickens
 * borders and drops shadows), never what is on the page: every rule runs in the first scheme, and
 * only these in the others (as in the stories' axe matrix).
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Axe on the page as it is. The builder's default runs axe in each frame and then opens a blank
 * page to merge the frames' results: a new page per check, most of a check's time on two cores
 * (6 to 10 s against under 1 s). Legacy mode runs `axe.run` in the page itself; the portal has no
 * frames from other origins for it to miss. Only violations come back: the passes of a large page
 * are megabytes to send over the wire and halve the speed of a full check.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/**
 * Runs axe on the page as it is, once per colour scheme: the schemes are attributes on <html> (the
 * same ones the accessibility panel sets), so one page load serves all of them, as the stories'
 * axe matrix does. Violations of every scheme are reported together.
 */
export async function expectNoAxeViolationsInEveryScheme(page: Page, label: string): Promise<void> {
  const found: Record<string, unknown[]> = {};
  for (const [index, { scheme }] of schemeSettings.entries()) {
    await page.evaluate((name) => {
      const root = document.documentElement;
      root.setAttribute('data-scheme', name.replace('-dark', ''));
      root.toggleAttribute('data-dark', name === 'grayscale-dark');
      // Two frames for styles to recompute, then the colour transitions the switch started (a
      // button's background) run out: axe must not read a colour halfway between two schemes.
      return new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ).then(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((transition) => transition.finished.catch(() => undefined)),
        ),
      );
    }, scheme);
    // react-aria's announcer keeps spoken messages for seconds, some pointing at labels gone since.
    const axe = axeOn(page).exclude('[data-live-announcer]');
    const { violations } = await (index === 0 ? axe : axe.withRules(colourRules)).analyze();
    if (violations.length > 0) found[scheme] = violations;
  }
  expect(found, `axe violations on ${label}, by scheme`).toEqual({});
}
