import { expect, test } from '@playwright/test';
import { chooseLanguage } from './support/portal.ts';

test('?lng=en switches the portal to English, and the choice survives a visit without it', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the catalogue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language bar switches language at once, sends the lang header and is remembered', async ({
  page,
}) => {
  await page.goto('/?lng=pt');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible();
  const spanishCall = page.waitForRequest(
    (request) => request.url().includes('/api/parametros/instituicao') && request.headers().lang === '3',
  );
  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar en el catálogo' })).toBeVisible();
  await spanishCall;
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar en el catálogo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Idioma Español' })).toBeVisible();
});

test('the login area also speaks French and Italian; elsewhere those fall back to English', async ({
  page,
}) => {
  await page.goto('/login?lng=pt');
  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.getByRole('link', { name: /Universidade Acervo/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search the catalogue' })).toBeVisible();
  await page.goto('/login?lng=it');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
});
