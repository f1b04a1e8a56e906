import { expect, test } from '@playwright/test';
import { axeOn } from './support/axe.ts';

test('a newcomer opens the portal and sees the institution’s home', async ({ page }) => {
  await page.goto('/');
  // The name once: the header's home link; the page below it does not repeat it.
  await expect(page.getByRole('banner').getByRole('link', { name: /Universidade Acervo/ })).toBeVisible();
  await expect(page.getByText(/Universidade Acervo/)).toHaveCount(1);
  await expect(page.getByRole('main').getByText(/Universidade Acervo/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible();
  await expect(page).toHaveTitle('Início — Universidade Acervo');

  const results = await axeOn(page).analyze();
  expect(results.violations).toEqual([]);
});

test('the language can be chosen with ?lng= and is remembered', async ({ page }) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the catalogue' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the catalogue' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a deep link is answered by the portal, not by a server 404', async ({ page }) => {
  const response = await page.goto('/?lng=pt');
  expect(response?.status()).toBe(200);
  const deep = await page.request.get('/acervo/1/marc', { headers: { accept: 'text/html' } });
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toContain('id="pergamum"');
});
