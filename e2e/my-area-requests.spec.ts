import { expect, test } from '@playwright/test';
import { logIn, patrons, tabTo } from './support/portal.ts';

/** The library's day, as the server dates the demo (America/Sao_Paulo), moved by whole days. */
function libraryDay(offset = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const moved = new Date(`${today}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + offset);
  return moved.toISOString().slice(0, 10);
}

/*
 * Igor's demo requests: five loan requests (2, 8, 14, 20 and 26 days ago), one in each status, and
 * closed-storage copies in each of theirs (ADR 066). Nothing here changes them.
 */

test('Igor follows his loan requests by status and period, by keyboard', async ({ page }) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Fsolicitacoes-emprestimo');
  await logIn(page, patrons.igor.login, patrons.igor.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitações de empréstimo' })).toBeFocused();
  await expect(page).toHaveTitle('Solicitações de empréstimo — Meu Pergamum — Universidade Acervo');

  const table = page.getByRole('grid', { name: 'Solicitações de empréstimo' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  for (const status of [
    'Aguardando',
    'Em trânsito',
    'Disponível para retirada',
    'Finalizada',
    'Não finalizada (cancelada)',
  ])
    await expect(rows.filter({ has: page.getByText(status, { exact: true }) })).toHaveCount(1);
  await expect(rows.first()).toContainText(/Retirar em: |Entrega em domicílio, por /);
  await expect(
    page.getByText(/^5 solicitações feitas de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeVisible();

  // The status filter, from the keyboard: the server answers with that status alone.
  await tabTo(page, page.getByRole('button', { name: /Situação/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Todas as situações' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Não finalizadas (canceladas)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/situacao=nao_finalizado/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Não finalizada (cancelada)');
  await expect(page.getByText(/^1 solicitação feita de /)).toBeVisible();

  // Back undoes the filter: the address is the state.
  await page.goBack();
  await expect(rows).toHaveCount(5);

  // A period from the address: the last ten days hold the two newest requests.
  await page.goto(`/meupergamum/solicitacoes-emprestimo?dataIni=${libraryDay(-10)}&dataFim=${libraryDay()}`);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Aguardando' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Em trânsito' })).toHaveCount(1);
});

test('Igor sees each closed-storage copy with its status and when it is expected at the desk', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum');
  await logIn(page, patrons.igor.login, patrons.igor.password);
  // The request pages are children of Renovação in the menu.
  const menu = page.getByRole('navigation', { name: 'Menu do Meu Pergamum' });
  await menu.getByRole('button', { name: 'Renovação' }).click();
  await menu.getByRole('link', { name: 'Solicitações do acervo fechado' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitações do acervo fechado' })).toBeFocused();
  await expect(page).toHaveURL(/\/meupergamum\/acervo-fechado$/);

  const rows = page
    .getByRole('grid', { name: 'Exemplares solicitados ao acervo fechado' })
    .locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const fetching = rows.filter({ hasText: 'Aguardando busca no armazém' });
  await expect(fetching).toHaveCount(1);
  await expect(fetching).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await expect(fetching).toContainText(/Tombo \S+/);
  await expect(rows.filter({ hasText: 'Disponível no balcão' })).toContainText('Já está no balcão');
  for (const ended of ['Finalizada', 'Cancelada'])
    await expect(rows.filter({ has: page.getByText(ended, { exact: true }) })).toContainText('Encerrada');
  await expect(page.getByText(/^3 solicitações \(4 exemplares\) de /)).toBeVisible();
});
