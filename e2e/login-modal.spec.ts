import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInEveryScheme } from './support/axe.ts';
import { patrons, tabTo } from './support/portal.ts';

/*
 * The demo institution has activity 107 (ADR 045): "log in" prompts open the login in a modal
 * window over the page instead of going to the login page.
 */

test('the header’s login opens a modal; Escape cancels, a login stays on the page', async ({ page }) => {
  await page.goto('/acervo/1?lng=pt');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const login = page.getByRole('link', { name: 'Entrar' });
  // Still a real address: opened in a new tab it is the login page, coming back here.
  await expect(login).toHaveAttribute('href', '/login?redirect=%2Facervo%2F1%3Flng%3Dpt');
  // Until the institution's activities arrive the link is a plain link to the login page.
  await expect(login).toHaveAttribute('aria-haspopup', 'dialog');
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/acervo\/1\?lng=pt$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();

  await login.click();
  await dialog.getByLabel('Matrícula ou usuário').fill(patrons.igor.login);
  await dialog.getByLabel('Senha', { exact: true }).fill('not-his-password');
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Matrícula ou usuário ou senha incorretos!');
  await expect(dialog.getByLabel('Senha', { exact: true })).toBeFocused();
  await dialog.getByLabel('Senha', { exact: true }).fill(patrons.igor.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Olá, Igor')).toBeVisible();
  await expect(page).toHaveURL(/\/acervo\/1\?lng=pt$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('by keyboard alone: open the login modal from the header, log in, land back on the page', async ({
  page,
}) => {
  await page.goto('/acervo/1?lng=pt');
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('aria-haspopup', 'dialog');
  await tabTo(page, page.getByRole('link', { name: 'Entrar' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Matrícula ou usuário'));
  await page.keyboard.type(patrons.ana.login);
  await tabTo(page, dialog.getByLabel('Senha', { exact: true }));
  await page.keyboard.type(patrons.ana.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Olá, Ana')).toBeVisible();
  await expect(page).toHaveURL(/\/acervo\/1\?lng=pt$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the footer’s comment dialog asks an anonymous visitor to log in, in the modal', async ({ page }) => {
  await page.goto('/acervo/1?lng=pt');
  await page.getByRole('button', { name: 'Comentário geral' }).click();
  const comment = page.getByRole('dialog', { name: 'Comentário geral' });
  await expect(comment.getByText('Entre com sua conta para enviar comentários')).toBeVisible();
  await expect(comment.getByRole('link', { name: 'Entrar' })).toHaveAttribute('aria-haspopup', 'dialog');
  await comment.getByRole('link', { name: 'Entrar' }).click();
  await expect(comment).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Matrícula ou usuário')).toBeVisible();
  await expect(page).toHaveURL(/\/acervo\/1\?lng=pt$/);
});

test('the open login modal has no axe violations in any scheme', async ({ page }) => {
  await page.goto('/acervo/1?lng=pt');
  const login = page.getByRole('link', { name: 'Entrar' });
  await expect(login).toHaveAttribute('aria-haspopup', 'dialog');
  await login.click();
  await expect(page.getByRole('dialog', { name: 'Entrar' }).getByLabel('Matrícula ou usuário')).toBeVisible();
  await expectNoAxeViolationsInEveryScheme(page, 'the login modal');
});
