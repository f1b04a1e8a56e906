import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

test('My area opens on the patron’s standing, each part linking to the page that acts on it', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fmeupergamum');
  await logIn(page, patrons.carla.login, patrons.carla.password);
  await expect(page).toHaveURL(/\/meupergamum$/);
  const loans = page.getByRole('region', { name: 'Empréstimos' });
  await expect(loans.getByText(/empréstimos? em atraso\.$/)).toBeVisible();
  await expect(loans.getByText(/em aberto\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reservas' }).getByText(/retirar\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alertas' }).getByText(/não lidos?\.$/)).toBeVisible();
  // Carla owes a fine in the demo data: the amount, then the page that shows it.
  const debts = page.getByRole('region', { name: 'Multas e débitos' });
  await expect(debts.getByText(/^Valor em aberto: R\$\s[\d.,]+\.$/)).toBeVisible();
  await debts.getByRole('link', { name: 'Ver multas e débitos' }).click();
  await expect(page).toHaveURL(/\/meupergamum\/debitos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Multas e débitos' })).toBeVisible();
  await page.goBack();
  await page
    .getByRole('region', { name: 'Empréstimos' })
    .getByRole('link', { name: 'Ver empréstimos e renovar' })
    .click();
  await expect(page).toHaveURL(/\/meupergamum\/renovacao$/);
});
