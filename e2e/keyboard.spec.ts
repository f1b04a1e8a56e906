import { expect, test } from '@playwright/test';
import { patrons, tabTo } from './support/portal.ts';

test('by keyboard alone: skip link, language, accessibility panel', async ({ page }) => {
  await page.goto('/?lng=pt');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#conteudo')).toBeFocused();

  // Back up from the content to the top bar.
  const language = page.getByRole('button', { name: 'Idioma Português' });
  await tabTo(page, language, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Português', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the catalogue' })).toBeVisible();

  const open = page.getByRole('button', { name: 'Accessibility' });
  await tabTo(page, open, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const panel = page.locator('[data-component="AccessibilityPanel"]');
  await tabTo(page, panel.getByRole('slider', { name: 'Zoom' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('html')).toHaveAttribute('data-zoom', '20');
  await tabTo(page, panel.getByRole('switch', { name: 'Dark mode' }));
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();
});

test('by keyboard alone: log in from the guard, land in My area, log out', async ({ page }) => {
  await page.goto('/meupergamum');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByLabel('Matrícula ou usuário'));
  await page.keyboard.type(patrons.daniel.login);
  await tabTo(page, page.getByLabel('Senha', { exact: true }));
  await page.keyboard.type(patrons.daniel.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meupergamum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Pergamum' })).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Sair' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
});

test('by keyboard alone: a wrong password, then the error is announced and focus stays in the form', async ({
  page,
}) => {
  await page.goto('/login?lng=pt');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByLabel('Matrícula ou usuário'));
  await page.keyboard.type(patrons.gabriela.login);
  await tabTo(page, page.getByLabel('Senha', { exact: true }));
  await page.keyboard.type('wrong-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('incorretos');
  await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
});
