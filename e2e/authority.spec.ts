import { expect, test } from '@playwright/test';

/** The authority page against the real server and its demo authorities (1: Machado de Assis). */

test('an author on a title leads to the authority, its forms, source and titles', async ({ page }) => {
  await page.goto('/acervo/1');
  await page
    .getByRole('region', { name: 'Dados do título' })
    .getByRole('link', { name: 'Assis, Machado de, 1839-1908' })
    .click();
  await expect(page).toHaveURL(/\/autoridade\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assis, Machado de, 1839-1908' })).toBeVisible();
  await expect(page).toHaveTitle(/^Registro — Assis, Machado de, 1839-1908 — /);
  await expect(page.getByText('Pessoa', { exact: true })).toBeVisible();
  const forms = page.getByRole('region', { name: 'Formas não usadas (remissivas “ver”)' });
  await expect(forms.getByText(/^Machado de Assis/)).toBeVisible();
  const sources = page.getByRole('region', { name: 'Fontes consultadas' });
  await expect(sources.getByText('Registro curado para o catálogo de demonstração do Acervo.')).toBeVisible();
  const titles = page.getByRole('region', { name: /^Títulos com este cabeçalho/ });
  await expect(titles.getByRole('link', { name: 'Ressurreição' })).toHaveAttribute('href', '/acervo/1');

  await titles.getByRole('link', { name: 'Pesquisar “Assis, Machado de, 1839-1908” no catálogo' }).click();
  await expect(page).toHaveURL(/\/\?termo=Assis%2C\+Machado\+de%2C\+1839-1908&campo=autor$/);
  await expect(page.getByRole('link', { name: 'Ressurreição' }).first()).toBeVisible();
});

test('the MARC tab by keyboard, deep-linkable, with the heading field', async ({ page }) => {
  await page.goto('/autoridade/1');
  const recordTab = page.getByRole('tab', { name: 'Registro' });
  await expect(recordTab).toHaveAttribute('aria-selected', 'true');
  await recordTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/autoridade\/1\/marc$/);
  await expect(page.getByRole('tab', { name: 'MARC' })).toBeFocused();
  const table = page.getByRole('grid', { name: 'Registro MARC' });
  const heading = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '100' }) });
  await expect(heading).toContainText('$aAssis, Machado de,');
  await expect(heading).toContainText('$d1839-1908');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'MARC' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle(/^MARC — Assis, Machado de, 1839-1908 — /);
});

test('an authority the catalogue does not know is the not-found page', async ({ page }) => {
  for (const path of ['/autoridade/99999999', '/autoridade/abc', '/autoridade/1/outra']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  }
});
