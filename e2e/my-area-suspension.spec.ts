import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

/*
 * Elena returned a loan ten days late: suspended from three days ago to six days ahead, with the
 * fine that lateness brought (demo data no journey changes). She reads; nothing here changes data.
 */

test('Elena sees her suspension on the renewals page and cannot renew: the refusal in words, never as success', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Frenovacao');
  await logIn(page, patrons.elena.login, patrons.elena.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos' })).toBeFocused();

  const refusal = page
    .locator('[data-component="Alert"]')
    .filter({ hasText: 'No momento você não pode renovar empréstimos' });
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toHaveAttribute('data-tone', 'warning');
  const suspension = refusal.getByText(/^Você está afastado\(a\) até (\d{2}\/\d{2}\/\d{4})\.$/);
  await expect(suspension).toBeVisible();
  const until = /(\d{2}\/\d{2}\/\d{4})/.exec((await suspension.textContent()) ?? '')![1]!;

  // Nothing offers to renew, and nothing reads as a success.
  await expect(page.getByRole('button', { name: /^Renovar/ })).toHaveCount(0);
  await expect(page.locator('[data-component="Alert"][data-tone="success"]')).toHaveCount(0);
  await expect(page.getByText(/Renovado até/)).toHaveCount(0);

  // The same suspension, with its end date, on her deviations page.
  await page.getByRole('link', { name: 'Afastamentos' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Afastamentos' })).toBeFocused();
  await expect(page.getByRole('alert').getByText(`Você está afastado(a) até ${until}.`)).toBeVisible();
});
