import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

test('Daniel makes a loan token: its QR code, six digits and validity; a newer one replaces it', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Ftoken-emprestimo');
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Token de empréstimo' })).toBeFocused();

  // The demo gives no token: the first one is made here (only this journey touches Daniel's tokens).
  const make = page.getByRole('button', { name: /^Gerar (novo )?token$/ });
  await make.click();
  const current = page.getByRole('region', { name: 'Seu token' });
  await expect(page.getByRole('heading', { level: 2, name: 'Seu token' })).toBeFocused();
  const code = (await current.locator('dd').first().textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  await expect(current.getByRole('img', { name: `Código QR do token ${code}` })).toBeVisible();
  await expect(current).toContainText(/Válido até\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  await page.getByRole('button', { name: 'Gerar novo token' }).click();
  await expect(current.getByRole('img', { name: /^Código QR do token \d{6}$/ })).not.toHaveAccessibleName(
    `Código QR do token ${code}`,
  );
  // Kept by the server: the same token after a reload.
  const second = (await current.locator('dd').first().textContent())!.trim();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Seu token' }).locator('dd').first()).toHaveText(second);
});
