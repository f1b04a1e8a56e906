import { expect, type Page, test } from '@playwright/test';
import { patrons } from './support/portal.ts';

/** Presses Tab until the element with this accessible name has focus (a patron scanning the page). */
async function tabTo(page: Page, name: RegExp | string, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelled =
        (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
        element.closest('label')?.textContent;
      return (element.getAttribute('aria-label') ?? labelled ?? element.textContent ?? '').trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('by keyboard alone: skip link, language, accessibility panel', async ({ page }) => {
  await page.goto('/?lng=pt');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#conteudo$/);

  await tabTo(page, 'English');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the catalogue' })).toBeVisible();

  await page.keyboard.press('Shift+Tab');
  await tabTo(page, 'Accessibility');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Larger text');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-zoom', '20');
  await tabTo(page, 'Dark mode');
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Accessibility options' })).toBeHidden();
});

test('by keyboard alone: log in from the guard, land in My area, log out', async ({ page }) => {
  await page.goto('/meupergamum');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, 'Matrícula ou usuário');
  await page.keyboard.type(patrons.daniel.login);
  await tabTo(page, 'Senha');
  await page.keyboard.type(patrons.daniel.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meupergamum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Pergamum' })).toBeFocused();

  await tabTo(page, 'Sair');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
});

test('by keyboard alone: a wrong password, then the error is announced and focus stays in the form', async ({
  page,
}) => {
  await page.goto('/login?lng=pt');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, 'Matrícula ou usuário');
  await page.keyboard.type(patrons.carla.login);
  await tabTo(page, 'Senha');
  await page.keyboard.type('wrong-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('incorretos');
  await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
});
