import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInEveryScheme } from './support/axe.ts';
import { gridTo, logIn, patrons, tabTo } from './support/portal.ts';

test('a patron sees a hold in the queue and cancels it by keyboard; it moves to the history', async ({
  page,
}) => {
  // A login, axe in every scheme and a cancellation with a reload: as long as the axe journeys.
  test.slow();
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Freservas');
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeFocused();
  await expect(page).toHaveTitle('Reservas — Meu Pergamum — Universidade Acervo');

  // The demo queue: one copy on loan, patrons waiting in the order they asked.
  const current = page.getByRole('grid', { name: 'Reservas em andamento' });
  const row = current.getByRole('row').filter({ hasText: /Na fila: \dº lugar/ });
  await expect(row).toHaveCount(1);
  const title = (await row.getByRole('link').textContent())!.trim();
  await expectNoAxeViolationsInEveryScheme(page, '/meupergamum/reservas');

  const cancel = page.getByRole('button', { name: `Cancelar reserva “${title}”` });
  await gridTo(page, current, cancel);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Cancelar a reserva de “${title}”` });
  await expect(dialog).toContainText('Você perde o seu lugar na fila');
  await tabTo(page, dialog.getByRole('button', { name: 'Cancelar reserva' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Reserva cancelada.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Reservas em andamento' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Nenhuma reserva em andamento' })).toBeVisible();
  const past = page.getByRole('grid', { name: 'Histórico de reservas' });
  await expect(past.getByRole('row').filter({ hasText: title })).toContainText('Cancelada');

  // Still so after a reload: the cancellation happened on the server.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nenhuma reserva em andamento' })).toBeVisible();
});

test('a hold ready for pickup shows until when the copy waits', async ({ page }) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Freservas');
  await logIn(page, patrons.bruno.login, patrons.bruno.password);
  const current = page.getByRole('grid', { name: 'Reservas em andamento' });
  const released = current.getByRole('row').filter({ hasText: 'Disponível para retirada' });
  await expect(released).toContainText(/Retire até \d{2}\/\d{2}\/\d{4}\./);
  await expect(current.getByRole('row').filter({ hasText: 'Na fila: 1º lugar' })).toHaveCount(1);
});

test('Ana’s hold shows her place in the queue: second, behind the patron who asked first', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Freservas');
  await logIn(page, patrons.ana.login, patrons.ana.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeFocused();
  const current = page.getByRole('grid', { name: 'Reservas em andamento' });
  const queued = current.getByRole('row').filter({ hasText: /Na fila/ });
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText('Na fila: 2º lugar');
  await expect(queued.getByRole('link')).toHaveAttribute('href', /^\/acervo\/\d+$/);
});
