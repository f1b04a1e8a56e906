import { expect, test } from '@playwright/test';

test('a visitor opens the new acquisitions, narrows the period and adds one to the basket', async ({
  page,
}) => {
  await page.goto('/novas-aquisicoes?lng=pt');
  await expect(page.getByRole('heading', { level: 1, name: 'Novas aquisições' })).toBeVisible();
  await expect(page).toHaveTitle(/^Novas aquisições — /);

  // The demo catalogue's latest 90 days: at least its newest copy, each a card linking to its title.
  const count = page.getByRole('heading', { level: 2, name: /títulos? adquiridos?$/ });
  await expect(count).toBeVisible();
  const list = page.getByRole('list', { name: 'Títulos adquiridos' });
  const cards = list.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const total = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(await cards.count()).toBe(Math.min(total, 20));
  const first = cards.first().getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/acervo\/\d+$/);

  // A longer period holds at least as many, and the choice is kept in the address.
  await page.getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Últimos 365 dias' });
  await expect(page).toHaveURL(/dias=365/);
  await expect(count).toBeVisible();
  await expect
    .poll(async () => Number((await count.textContent())?.match(/\d+/)?.[0]))
    .toBeGreaterThanOrEqual(total);

  // The result item's own basket toggle.
  await cards.first().getByRole('button', { name: /cesta/i }).click();
  await expect(cards.first().getByRole('button', { name: /cesta/i })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Período' })).toHaveValue('365');
});
