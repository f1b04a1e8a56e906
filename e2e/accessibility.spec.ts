import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { presetScheme, schemeSettings } from './support/portal.ts';

test('accessibility settings apply at once and persist across a reload, before the first paint', async ({
  page,
}) => {
  await page.goto('/?lng=pt');
  await page.getByRole('button', { name: 'Acessibilidade' }).click();
  const panel = page.getByRole('group', { name: 'Opções de acessibilidade' });
  await panel.getByRole('button', { name: 'Aumentar o texto' }).click();
  await panel.getByRole('button', { name: 'Aumentar o texto' }).click();
  await panel.getByLabel('Alto contraste').check();
  await panel.getByLabel('Texto em negrito').check();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-zoom', '40');
  await expect(html).toHaveAttribute('data-scheme', 'high-contrast');
  await expect(html).toHaveAttribute('data-bold', '');

  await page.reload();
  // Checked before any module script runs: the inline pre-paint script set these.
  const early = await page.evaluate(() => ({
    zoom: document.documentElement.dataset.zoom,
    scheme: document.documentElement.dataset.scheme,
  }));
  expect(early).toEqual({ zoom: '40', scheme: 'high-contrast' });
  await expect(html).toHaveAttribute('data-bold', '');

  await page.getByRole('button', { name: 'Acessibilidade' }).click();
  await expect(page.getByLabel('Alto contraste')).toBeChecked();
  await page.getByLabel('Normal').check();
  await page.getByLabel('Modo escuro').check();
  await expect(html).toHaveAttribute('data-scheme', 'dark');
  await page.getByLabel('Escala de cinza').check();
  await expect(html).toHaveAttribute('data-scheme', 'grayscale');
  await expect(html).toHaveAttribute('data-dark', '');
  const stored = await page.evaluate(() => localStorage.getItem('acervo.acessibilidade'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ zoom: 40, negrito: true, cor: 'escala-cinza', libras: false });
});

/** Every route of spec §2 a visitor can open without logging in (My area is checked once logged in). */
const routes = [
  '/',
  '/login',
  '/login?redirect=%2Fmeupergamum',
  '/acervo/1',
  '/acervo/1/marc',
  '/acervo/1/exemplares',
  '/autoridade/1',
  '/autoridade/1/marc',
  '/cesta',
  '/grupoa',
  '/pearson',
  '/saml-response',
  '/meupergamum/app',
  '/pagina-que-nao-existe/mesmo',
  '/guia-que-nao-existe',
];

for (const { scheme, cor, dark } of schemeSettings) {
  test(`no axe violations on any route in the ${scheme} scheme`, async ({ page }) => {
    test.setTimeout(120_000);
    await presetScheme(page, cor, dark);
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme.replace('-dark', ''));
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `${route} in ${scheme}`).toEqual([]);
    }
  });
}
