import { expect, test } from '@playwright/test';
import { patrons } from './support/portal.ts';

/** The statistics tab and the login from a tab, against the shared server (nothing here changes data). */

test('the statistics tab charts the title’s loans by month, with the table of the same figures', async ({
  page,
}) => {
  await page.goto('/acervo/1');
  await page.getByRole('tab', { name: 'Dados estatísticos' }).click();
  await expect(page).toHaveURL(/\/acervo\/1\/dados-estatisticos$/);
  const panel = page.getByRole('tabpanel');
  const year = panel.getByRole('button', { name: /Ano/ });
  await expect(year).toBeVisible();
  const shown = (await year.textContent())!.match(/\d{4}/)![0];
  const table = panel.getByRole('table', { name: `Empréstimos por mês em ${shown}` });
  // Twelve months and the total; the demo lends title 1 in the seeding year.
  await expect(table.getByRole('row')).toHaveCount(14);
  const cells = await table.locator('tbody tr td').allTextContents();
  const total = await table.locator('tfoot td, tr:last-child td').last().textContent();
  expect(cells.slice(0, 12).reduce((sum, value) => sum + Number(value), 0)).toBe(Number(total));
  expect(Number(total)).toBeGreaterThan(0);
});

test('logging in from the modal a title tab offers lands on the page heading, the tab’s form there', async ({
  page,
}) => {
  await page.goto('/acervo/1/reserva?lng=pt');
  await page.getByRole('tabpanel').getByRole('link', { name: 'Entrar para reservar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('Matrícula ou usuário').fill(patrons.igor.login);
  await dialog.getByLabel('Senha', { exact: true }).fill(patrons.igor.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/acervo\/1\/reserva\?lng=pt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ressurreição' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Reserva' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Entrar para reservar' })).toHaveCount(0);
});
