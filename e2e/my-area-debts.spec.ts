import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

test('Carla sees her fine less its discount and part paid, and generates a GRU slip for what is left', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Fdebitos');
  await logIn(page, patrons.carla.login, patrons.carla.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Multas e débitos' })).toBeFocused();
  await expect(page).toHaveTitle('Multas e débitos — Meu Pergamum — Universidade Acervo');

  // The demo fine: R$ 12,00 less R$ 3,00 discount less R$ 5,00 paid leaves R$ 4,00; another one paid.
  const fines = page.getByRole('grid', { name: 'Multas' });
  const open = fines.getByRole('row').filter({ hasText: 'Não paga' });
  await expect(open).toHaveCount(1);
  for (const amount of ['R$ 12,00', 'R$ 3,00', 'R$ 5,00', 'R$ 4,00'])
    await expect(open).toContainText(amount);
  await expect(fines.getByRole('row').filter({ hasText: 'Quitada' })).toHaveCount(1);
  await expect(page.getByText(/Total em aberto:\s*R\$\s*4,00/)).toBeVisible();

  const byLibrary = page.getByRole('grid', { name: 'Débitos em aberto por biblioteca' });
  await byLibrary.getByRole('button', { name: /^Gerar GRU para / }).click();
  const slip = page.getByRole('region', { name: 'Guia de pagamento (GRU)' });
  await expect(slip).toBeFocused();
  await expect(slip).toContainText(/Número de referência\s*\d{10,}/);
  await expect(slip).toContainText('R$ 4,00');
  await expect(slip).toContainText(/Vencimento\s*\d{2}\/\d{2}\/\d{4}/);
});
