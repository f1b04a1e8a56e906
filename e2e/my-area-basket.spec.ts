import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInEveryScheme } from './support/axe.ts';
import getPort from 'get-port';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { logIn, patrons, tabTo } from './support/portal.ts';

/*
 * Ana's permanent basket and the swap of user: the journeys remove, restore and add titles and end
 * a session, so they run on a server of their own (ADR 049) and the shared server's journeys keep
 * reading the demo as seeded.
 */
test.describe.configure({ mode: 'serial' });

let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = ownDataDir('basket');
  server = await startOwnServer({ port: await getPort({ host: '127.0.0.1' }), dataDir, env: {} });
});
test.afterAll(async () => {
  await server?.stop();
});

const at = (route: string) => `${server!.url}${route}`;

test('Ana’s permanent basket shows one removed title; she removes another, puts the first back from its page and mails the list', async ({
  page,
}) => {
  // Axe reads the page in six schemes on a shared machine.
  test.slow();
  await page.goto(at('/login?lng=pt&redirect=%2Fmeupergamum%2Fcesta-permanente'));
  await logIn(page, patrons.ana.login, patrons.ana.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta permanente' })).toBeFocused();
  const table = page.getByRole('grid', { name: 'Cesta permanente' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const removedRows = rows.filter({ hasText: /Removido\s*em \d{2}\/\d{2}\/\d{4}/ });
  await expect(removedRows).toHaveCount(1);
  await expect(page.getByText(/^4 títulos incluídos de .+, 1 removido\.$/)).toBeVisible();
  await expectNoAxeViolationsInEveryScheme(page, '/meupergamum/cesta-permanente');
  const removedTitle = (await removedRows.getByRole('rowheader').getByRole('link').textContent())!;

  // Removing keeps the title listed, as removed; focus goes to the list's heading.
  const first = rows.first();
  const firstTitle = (await first.getByRole('rowheader').getByRole('link').textContent())!;
  await first.getByRole('button', { name: `Remover da cesta: ${firstTitle}` }).click();
  await expect(page.getByText(/^4 títulos incluídos de .+, 2 removidos\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Títulos do período' })).toBeFocused();

  // The status choice by keyboard: arrows move and choose within the group.
  await page.getByRole('radio', { name: 'Todos' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Removidos' })).toBeChecked();
  await expect(page).toHaveURL(/situacao=removido/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Não há títulos na cesta para exportar.')).toBeVisible();

  // The title removed before is put back from its own page; the link there leads back here.
  await rows.filter({ hasText: removedTitle }).getByRole('link', { name: removedTitle }).click();
  // The page heading is the title proper; the list adds the subtitle after a colon.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(removedTitle.split(':')[0]!);
  await page.getByRole('button', { name: 'Adicionar à cesta permanente' }).click();
  await expect(page.getByText('Na sua cesta permanente')).toBeVisible();
  const back = page.getByRole('link', { name: 'Ver a cesta permanente' });
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta permanente' })).toBeFocused();
  await expect(rows.filter({ hasText: removedTitle })).toContainText('No acervo');
  await expect(page.getByText(/^4 títulos incluídos de .+, 1 removido\.$/)).toBeVisible();

  // The three titles in the basket, mailed as RIS.
  await expect(page.getByText(/^3 títulos da cesta: copie/)).toBeVisible();
  await page.getByText('RIS (gerenciadores de referências)', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'RIS (gerenciadores de referências)' })).toBeChecked();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('ana@exemplo.org');
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exportação enviada por e-mail.' })).toBeVisible();
});

test('Daniel swaps to Ana by keyboard: the user is required, a confirmation says the session ends, then the login opens with her user', async ({
  page,
}) => {
  test.slow();
  await page.goto(at('/login?lng=pt&redirect=%2Fmeupergamum%2Ftroca-usuario'));
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Trocar usuário' })).toBeFocused();
  await expectNoAxeViolationsInEveryScheme(page, '/meupergamum/troca-usuario');

  const user = page.getByRole('textbox', { name: /^Usuário/ });
  await tabTo(page, user);
  await page.keyboard.press('Enter');
  await expect(user).toBeFocused();
  await expect(user).toHaveAccessibleDescription(/Campo obrigatório não preenchido: Usuário\./);

  await page.keyboard.type(patrons.ana.login);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Encerrar esta sessão?' });
  await expect(dialog).toContainText(`entre com a senha de “${patrons.ana.login}”`);
  // Focus starts on Cancel, the safe choice; the swap is one Tab away.
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Encerrar e trocar' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login\?usuario=2024001&redirect=%2Fmeupergamum$/);
  await expect(page.getByRole('status').filter({ hasText: 'Sessão encerrada.' }).first()).toBeVisible();
  await expect(page.getByLabel('Matrícula ou usuário')).toHaveValue(patrons.ana.login);
  // The old session is gone: My area asks for a login again.
  await page.goto(at('/meupergamum/troca-usuario'));
  await expect(page).toHaveURL(/\/login\?.*redirect=%2Fmeupergamum%2Ftroca-usuario/);
  await logIn(page, patrons.ana.login, patrons.ana.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Trocar usuário' })).toBeFocused();
});
