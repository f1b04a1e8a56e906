import { expect, test } from '@playwright/test';
import { tabTo } from './support/portal.ts';

/**
 * The Kardex tab against the real server: the demo's periodical (seeded by demo-kardex.ts) has a
 * quarterly run at the Central library, 2022-2025, contents for the 2025 issues, one 2023 issue
 * never received, and a closed semiannual run at the Law library.
 */
const periodical = 'Listy sociální práce';

test('a periodical found by search shows its collections, a year’s issues and an issue’s contents', async ({
  page,
}) => {
  await page.goto(`/?termo=${encodeURIComponent(periodical)}`);
  await page
    .getByRole('link', { name: new RegExp(`^${periodical}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: periodical })).toBeVisible();
  await page.getByRole('tab', { name: 'Coleção (Kardex)' }).click();
  await expect(page).toHaveURL(/\/acervo\/\d+\/colecao-kardex$/);
  await expect(page).toHaveTitle(new RegExp(`^Coleção \\(Kardex\\) — ${periodical} — `));

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Trimestral, Assinatura corrente')).toBeVisible();
  await expect(panel.getByText('Semestral, Coleção encerrada')).toBeVisible();
  // The newest year by default, both libraries: four quarterly issues and two semiannual ones.
  const table = panel.getByRole('grid', { name: 'Fascículos recebidos em 2025' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(panel.getByRole('status').filter({ hasText: '6 fascículos' })).toBeVisible();

  await table.getByRole('link', { name: 'Sumário de v. 13, n. 2, abr./jun. 2025' }).click();
  const contents = page.getByRole('heading', { level: 3, name: 'Sumário de v. 13, n. 2, abr./jun. 2025' });
  await expect(contents).toBeFocused();
  await expect(panel.getByText('Catalogação em RDA: relato de implantação')).toBeVisible();
  // The contents are in the address: a reload opens them again.
  await expect(page).toHaveURL(/\/colecao-kardex\?fasciculo=1-14$/);
  await page.reload();
  await expect(contents).toBeVisible();
  await expect(panel.getByText('Souza, M. A.; Lima, R. C. · p. 3-16')).toBeVisible();
});

test('by keyboard alone: another year and one library, with the issue never received', async ({ page }) => {
  await page.goto(`/?termo=${encodeURIComponent(periodical)}`);
  const href = await page
    .getByRole('link', { name: new RegExp(`^${periodical}`) })
    .first()
    .getAttribute('href');
  await page.goto(`${href}/colecao-kardex`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('grid', { name: 'Fascículos recebidos em 2025' })).toBeVisible();

  await tabTo(page, panel.getByRole('button', { name: /Ano/ }));
  // The list opens on the year shown (2025); the years run newest first.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: '2025' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: '2023' })).toBeFocused();
  await page.keyboard.press('Enter');
  const table = panel.getByRole('grid', { name: 'Fascículos recebidos em 2023' });
  await expect(table).toBeVisible();
  await tabTo(page, panel.getByRole('button', { name: /Biblioteca/ }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Biblioteca Central' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').filter({ hasText: 'jul./set. 2023' })).toContainText('Não recebido');
  await expect(table.getByRole('row').filter({ hasText: 'jan./mar. 2023' })).toContainText('Encadernado');
  await expect(page).toHaveURL(/\/colecao-kardex\?ano=2023&biblioteca=1$/);
});

test('a title without periodical holdings says so', async ({ page }) => {
  await page.goto('/acervo/1/colecao-kardex');
  await expect(
    page.getByRole('tabpanel').getByText('Este título não tem coleção de periódico registrada (Kardex).'),
  ).toBeVisible();
});

test('summaries: each issue’s contents on the periodical, a book’s contents from its record', async ({
  page,
}) => {
  await page.goto(`/?termo=${encodeURIComponent(periodical)}`);
  await page
    .getByRole('link', { name: new RegExp(`^${periodical}`) })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Sumários', exact: true }).click();
  await expect(page).toHaveURL(/\/acervo\/\d+\/sumarios$/);
  const panel = page.getByRole('tabpanel');
  // The 2025 issues of the Central library's run, newest first.
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    'v. 13, n. 4, out./dez. 2025',
    'v. 13, n. 3, jul./set. 2025',
    'v. 13, n. 2, abr./jun. 2025',
    'v. 13, n. 1, jan./mar. 2025',
  ]);
  const newest = panel.getByRole('region', { name: 'v. 13, n. 4, out./dez. 2025' });
  await expect(newest.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('tab', { name: 'Sumários de livros' }).click();
  await expect(panel.getByText('Este título não tem sumário registrado.')).toBeVisible();

  await page.goto('/acervo/238/sumarios-livros');
  const book = page.getByRole('tabpanel').getByRole('region', { name: 'El canto del poeta : Vol. I' });
  await expect(book.getByRole('listitem').first()).toContainText('Canción de luna');
});
