import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

test('the footer’s comment dialog asks an anonymous visitor to log in first', async ({ page }) => {
  await page.goto('/acervo/1?lng=pt');
  await page.getByRole('button', { name: 'Comentário geral' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comentário geral' });
  await expect(dialog.getByText('Entre com sua conta para enviar comentários')).toBeVisible();
  await dialog.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Facervo%2F1/);
});

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
