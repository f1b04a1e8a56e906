import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

/*
 * Holds from the title page against the demo data. Title 4 (Iaiá Garcia): its one copy at the
 * Biblioteca Central is on loan, nobody queues for it, and Letras e Artes has copies on the shelf.
 * Only José's student login places holds, on that title only, so no other journey's queue changes.
 */

test('an anonymous visitor logs in from the hold tab and places a hold, then finds it in My area', async ({
  page,
}) => {
  await page.goto('/acervo/4/reserva');
  await expect(page.getByRole('tab', { name: 'Reserva' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Entrar para reservar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('Matrícula ou usuário').fill(patrons.joseStudent.login);
  await dialog.getByLabel('Senha', { exact: true }).fill(patrons.joseStudent.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/acervo\/4\/reserva$/);

  // The library with copies on the shelf refuses, and says why.
  const libraries = page.getByRole('radiogroup', { name: /^Biblioteca/ });
  const letras = libraries.getByRole('radio', { name: /Biblioteca de Letras e Artes/ });
  await expect(letras).toBeDisabled();
  await expect(libraries).toContainText('Há exemplar disponível para empréstimo');
  // The only library that takes holds comes chosen.
  await expect(libraries.getByRole('radio', { name: /Biblioteca Central/ })).toBeChecked();

  await page.getByRole('button', { name: 'Ver a minha posição na fila' }).click();
  await expect(page.getByText('Você será o 1º da fila.')).toBeVisible();
  // The copy is on loan: a date is estimated from its due date, and the hold placed keeps it.
  const estimate = page.getByText(/^Previsão de disponibilidade: \d{2}\/\d{2}\/\d{4}\.$/);
  await expect(estimate).toBeVisible();
  const shown = (await estimate.textContent())!;
  await page.getByRole('button', { name: 'Confirmar a reserva' }).click();
  const placed = page.getByRole('status').filter({ hasText: 'Reserva feita' });
  await expect(placed).toContainText('Você é o 1º da fila.');
  await expect(placed).toContainText(shown);

  await placed.getByRole('link', { name: 'Ver as minhas reservas' }).click();
  await expect(page).toHaveURL(/\/meupergamum\/reservas$/);
  await expect(page.getByRole('link', { name: 'Iaiá Garcia' }).first()).toBeVisible();
  // My area's current holds (the first table; the history lists it too) expect the copy on that date.
  await expect(page.getByRole('row').filter({ hasText: 'Iaiá Garcia' }).first()).toContainText(
    /\d{2}\/\d{2}\/\d{4}/.exec(shown)![0],
  );
});

test('a suspended patron is told why the hold is refused, and the form stays', async ({ page }) => {
  await page.goto('/login?redirect=%2Facervo%2F5%2Freserva');
  await logIn(page, patrons.elena.login, patrons.elena.password);
  await expect(page).toHaveURL(/\/acervo\/5\/reserva$/);
  await page.getByRole('button', { name: 'Ver a minha posição na fila' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Você está afastado\(a\) até/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Biblioteca Central/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Ver a minha posição na fila' })).toBeVisible();
});
