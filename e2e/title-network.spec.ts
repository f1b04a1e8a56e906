import { expect, test } from '@playwright/test';
import { tabTo } from './support/portal.ts';

/*
 * Where else the work is held (ADR 122), against the real server and its demo network: the
 * partner Universidade Federal do Planalto catalogued "Grande sertão: veredas", which the local
 * catalogue holds as "Grande sertão" with the subtitle "veredas"; nobody in the network has
 * "Ressurreição" (title 1). Nothing here changes data.
 */

test('a visitor opens a title from the search and reads which partner institutions hold the same work', async ({
  page,
}) => {
  await page.goto('/?termo=grande%20sertao%20veredas&lng=pt');
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Grande sertão/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Grande sertão/ })).toBeVisible();

  const network = page.getByRole('region', { name: 'Na Rede Pergamum' });
  await expect(network.getByText('Outras instituições da rede que têm esta obra:')).toBeVisible();
  const holders = network.getByRole('listitem');
  await expect(holders).toHaveCount(1);
  await expect(holders.first()).toContainText('Universidade Federal do Planalto');
  await expect(holders.first()).toContainText('Grande sertão: veredas. Rio de Janeiro: José Olympio, 1956');
  // The rest of the page is there beside it.
  await expect(page.getByRole('region', { name: 'Comentários' })).toBeVisible();
});

test('a title no partner holds says so, in English too', async ({ page }) => {
  await page.goto('/acervo/1?lng=pt');
  const network = page.getByRole('region', { name: 'Na Rede Pergamum' });
  await expect(
    network.getByText('Nenhuma outra instituição da Rede Pergamum tem esta obra no catálogo da rede.'),
  ).toBeVisible();
  await expect(network.getByRole('listitem')).toHaveCount(0);

  await page.goto('/acervo/1?lng=en');
  await expect(
    page
      .getByRole('region', { name: 'In the Rede Pergamum network' })
      .getByText('No other institution of the Rede Pergamum holds this work in the network catalogue.'),
  ).toBeVisible();
});

test('a title opened from the results by keyboard alone has the section under its own heading', async ({
  page,
}) => {
  await page.goto('/?termo=vidas%20secas&lng=pt');
  const result = page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Vidas secas/ });
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Vidas secas/ })).toBeVisible();
  const network = page.getByRole('region', { name: 'Na Rede Pergamum' });
  await expect(network.getByRole('heading', { level: 3, name: 'Na Rede Pergamum' })).toBeVisible();
  await expect(network.getByRole('listitem')).toHaveText([
    /Universidade Federal do Planalto\s*Vidas secas\. Rio de Janeiro: José Olympio, 1938/,
  ]);
});
