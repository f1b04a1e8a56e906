import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

test('a patron’s suggestion is checked for its required fields before it is sent', async ({ page }) => {
  await page.goto('/login?lng=pt');
  await logIn(page, patrons.jose.login, patrons.jose.password);
  await expect(page.getByText('Olá, José')).toBeVisible();
  let posted = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/unidade-informacao/')) posted = true;
  });
  await page.getByRole('button', { name: 'Sugestão de aquisição' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sugestão de aquisição' });
  await dialog.getByLabel('Título').fill('   ');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Campo obrigatório não preenchido: Biblioteca.')).toBeVisible();
  await expect(dialog.getByText('Campo obrigatório não preenchido: Título.')).toBeVisible();
  await expect(dialog.getByText('Campo obrigatório não preenchido: Editora.')).toBeVisible();
  expect(posted).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sugestão de aquisição' })).toBeFocused();
});
