import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

/* Daniel (a professor) may open every demo database, the campus-only standards too; nothing here changes them. */

test('Daniel sees his databases; a plain one is a link to its own address, a logged-in one opens a new tab', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Fbases-dados');
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Bases de dados' })).toBeFocused();
  await expect(page).toHaveTitle('Bases de dados — Meu Pergamum — Universidade Acervo');

  const list = page.getByRole('region', { name: 'Bases disponíveis' }).getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  const standards = list.getByRole('listitem').filter({ hasText: 'Coleção de Normas Técnicas' });
  await expect(standards).toContainText('Somente na rede do campus');

  // The absolute address stays as written (not resolved under My area) and the new tab gets no opener.
  const scielo = page.getByRole('link', { name: 'Abrir SciELO (nova aba)' });
  await expect(scielo).toHaveAttribute('href', 'https://www.scielo.org');
  await expect(scielo).toHaveAttribute('target', '_blank');
  await expect(scielo).toHaveAttribute('rel', 'noopener noreferrer');

  // A database opened logged in: the server's one-time address, in a tab of its own, which the
  // redirect page turns into a login of that tab before it moves on (its address keeps the token
  // only for a moment, so the journey checks where the tab ends: logged in as Daniel).
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Abrir Portal de Periódicos (nova aba)' }).click();
  const tab = await popup;
  await expect(tab.getByText('Olá, Daniel')).toBeVisible();
  await expect(tab).toHaveURL(/:\d+\/$/);
  await tab.close();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
