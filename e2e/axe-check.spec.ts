import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInEveryScheme } from './support/axe.ts';

/*
 * The journeys' axe check itself, on a page made to fail it: a picture without a text alternative
 * (any scheme) and grey on grey (a colour rule, checked in every scheme).
 */
test('the journeys’ axe check refuses a page with violations, naming them by scheme', async ({ page }) => {
  await page.setContent(
    `<html lang="pt"><head><title>Página</title></head><body><main>
      <h1>Página</h1><img src="data:,"><p style="color:#777;background:#888">Pouco contraste</p>
    </main></body></html>`,
  );
  const error = await expectNoAxeViolationsInEveryScheme(page, 'a page made to fail').then(
    () => null,
    (thrown: Error) => thrown.message,
  );
  expect(error).toContain('axe violations on a page made to fail, by scheme');
  // Every rule in the first scheme; the colour rules, which the grey text fails, in the others.
  for (const scheme of ['neo', 'dark', 'high-contrast', 'grayscale', 'grayscale-dark']) {
    expect(error).toContain(`"${scheme}": Array [`);
  }
  expect(error).toContain('"id": "image-alt"');
  expect(error).toContain('"id": "color-contrast"');
});
