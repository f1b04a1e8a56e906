import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

/* Igor's demo loan (borrowed two weeks ago, still open) counts in his figures; nothing here changes it. */

test('Igor sees his loans in numbers, by year as a chart with its table', async ({ page }) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Festatisticas');
  await logIn(page, patrons.igor.login, patrons.igor.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas de empréstimo' })).toBeFocused();
  await expect(page).toHaveTitle('Estatísticas de empréstimo — Meu Pergamum — Universidade Acervo');

  const summary = page.getByRole('region', { name: 'Resumo do período' });
  await expect(summary).toContainText(/De \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}\./);
  const loans = summary.locator('dt', { hasText: /^Empréstimos$/ }).locator('+ dd');
  await expect(loans).toHaveText(/^[1-9]\d*$/);
  const open = summary.locator('dt', { hasText: /^Ainda com você$/ }).locator('+ dd');
  await expect(open).toHaveText(/^[1-9]\d*$/);

  const byYear = page.getByRole('figure', { name: 'Empréstimos por ano' });
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(
    new Date(),
  );
  await expect(byYear.getByRole('rowheader', { name: year })).toBeAttached();
  await expect(page.getByRole('figure', { name: 'Empréstimos por biblioteca' })).toBeVisible();
});
