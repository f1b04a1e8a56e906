import type { Locator, Page } from 'playwright';

/**
 * Times, inside the page, from a user's action (the Enter key, a click) to the frame that shows its
 * outcome: `armed` records `performance.now()` on the action (capture phase, before the app sees
 * it); `waitForPainted` checks for the outcome in every animation frame and records the time of
 * the first frame that has it, which is the frame the browser paints next. The router renders a
 * navigation in a transition, after the address has changed: until React commits, the previous
 * results are still on screen under the new address, so an outcome also needs `main`'s content to
 * have changed since the action (`rendered`, from a mutation observer armed with it).
 */
type Bench = { start: number; end: number; rendered: boolean };

const arm = (page: Page, event: 'keydown' | 'pointerdown') =>
  page.evaluate((type) => {
    const bench: Bench = ((window as unknown as { bench: Bench }).bench = {
      start: 0,
      end: 0,
      rendered: false,
    });
    const main = document.querySelector('main');
    const observer = new MutationObserver(() => {
      if (!bench.start) return;
      bench.rendered = true;
      observer.disconnect();
    });
    // Nodes added or removed, not attributes: pressing a control changes only its attributes.
    if (main) observer.observe(main, { childList: true, subtree: true });
    document.addEventListener(
      type,
      (e) => {
        if (type === 'keydown' && (e as KeyboardEvent).key !== 'Enter') return;
        if (!bench.start) bench.start = performance.now();
      },
      { capture: true },
    );
  }, event);

/** What a timed action ends on: results for a term, results with a new filter, a title page. */
type Outcome =
  | { kind: 'results'; term: string }
  | { kind: 'filtered'; previous: string }
  | { kind: 'title'; name: string };

/**
 * The outcome's check runs in the page as a real function (the portal's CSP refuses `eval` and
 * `new Function`, so a predicate cannot be shipped as source text).
 */
async function waitForPainted(page: Page, outcome: Outcome): Promise<number> {
  await page.waitForFunction(
    (expected) => {
      const main = document.querySelector('main');
      const settled = main !== null && main.querySelector('[aria-busy="true"]') === null;
      const linksTitle = main?.querySelector('a[href^="/acervo/"]') != null;
      let ready = false;
      if (expected.kind === 'results')
        ready = settled && linksTitle && new URLSearchParams(location.search).get('termo') === expected.term;
      else if (expected.kind === 'filtered')
        ready =
          settled &&
          linksTitle &&
          location.search !== expected.previous &&
          location.search.includes('filtro=');
      else {
        const heading = document.querySelector('main h1');
        ready =
          location.pathname.startsWith('/acervo/') &&
          heading !== null &&
          (heading.textContent ?? '').includes(expected.name);
      }
      const bench = (window as unknown as { bench: Bench }).bench;
      ready &&= bench.rendered;
      if (ready && bench.start && !bench.end) bench.end = performance.now();
      return ready && bench.start > 0;
    },
    outcome,
    { polling: 'raf', timeout: 30_000 },
  );
  return page.evaluate(() => {
    const bench = (window as unknown as { bench: Bench }).bench;
    return bench.end - bench.start;
  });
}

export function searchField(page: Page): Locator {
  const main = page.locator('main');
  return main.getByRole('combobox').or(main.getByRole('searchbox')).first();
}

export type Timings = { search: number[]; facet: number[]; title: number[]; skipped: string[] };

/** One search typed on `/` and sent with Enter, then a facet click and a title opened from it. */
export async function timeOneSearch(page: Page, base: string, term: string, timings: Timings) {
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const field = searchField(page);
  await field.fill(term);
  await arm(page, 'keydown');
  await field.press('Enter');
  timings.search.push(await waitForPainted(page, { kind: 'results', term }));

  const facet = page.locator('main').getByRole('group').getByRole('checkbox').first();
  if ((await facet.count()) > 0) {
    const before = await page.evaluate(() => location.search);
    await arm(page, 'pointerdown');
    // React Aria draws its own box and hides the input: the visitor clicks the label.
    await facet.locator('xpath=ancestor::label[1]').click();
    timings.facet.push(await waitForPainted(page, { kind: 'filtered', previous: before }));
  } else if (!timings.skipped.includes('facet')) timings.skipped.push('facet');

  const link = page.locator('main a[href^="/acervo/"]').first();
  const name = ((await link.textContent()) ?? '').trim().split(/[:/]/)[0]!.trim();
  await arm(page, 'pointerdown');
  await link.click();
  timings.title.push(await waitForPainted(page, { kind: 'title', name }));
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
