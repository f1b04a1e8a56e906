import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

/*
 * Elena returned a loan ten days late: a suspension from three days ago to six days ahead (demo
 * data no journey changes). José's staff login has the open-ended one his declaration brought.
 */

test('Elena sees her suspension in force, until when, why and where', async ({ page }) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Fafastamentos');
  await logIn(page, patrons.elena.login, patrons.elena.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Afastamentos' })).toBeFocused();
  await expect(page).toHaveTitle('Afastamentos — Meu Pergamum — Universidade Acervo');
  await expect(
    page.getByRole('alert').getByText(/Você está afastado\(a\) até \d{2}\/\d{2}\/\d{4}\./),
  ).toBeVisible();

  const row = page
    .getByRole('grid', { name: 'Afastamentos' })
    .locator('tbody tr')
    .filter({ hasText: 'Devolução com 10 dias de atraso' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Em vigor');
  await expect(row).toContainText(/De \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
  await expect(row).toContainText(/Biblioteca/);
});

test('José’s suspension from his declaration has no end date', async ({ page }) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Fafastamentos');
  await logIn(page, patrons.jose.login, patrons.jose.password);
  await expect(page.getByText('Você está afastado(a) sem data de término.')).toBeVisible();
  const row = page.getByRole('grid', { name: 'Afastamentos' }).locator('tbody tr').first();
  await expect(row).toContainText(/Desde \d{2}\/\d{2}\/\d{4}, sem data de término/);
  await expect(row).toContainText('Nada consta emitido');
  await expect(row).toContainText('Todas as bibliotecas');
});
