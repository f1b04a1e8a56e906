import { expect, test } from '@playwright/test';
import { e2eOidcPort } from '../playwright.config.ts';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { logIn, patrons } from './support/portal.ts';

/*
 * Marking an alert read changes Bruno's unread count, which the header shows on every page he
 * opens: the journey runs on a server of its own (ADR 049, port after the SAML journey's; ADR 105),
 * so journeys on the shared server that log Bruno in never see it change.
 */
test.describe.configure({ mode: 'serial' });

let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startOwnServer({
    port: e2eOidcPort + 4,
    dataDir: ownDataDir('alerts'),
    env: {},
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('Bruno marks an alert read: it joins the read ones and the count beside My area drops', async ({
  page,
}) => {
  await page.goto(`${server!.url}/login?lng=pt&redirect=%2Fmeupergamum%2Falertas`);
  await logIn(page, patrons.bruno.login, patrons.bruno.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Alertas' })).toBeFocused();
  const userMenu = page.getByRole('navigation', { name: 'Menu do usuário' });
  await expect(userMenu.getByRole('link', { name: 'Meu Pergamum 2 alertas não lidos' })).toBeVisible();

  // Unread first: the released hold and the answered request, then the notice he read.
  const alerts = page.getByRole('grid', { name: 'Alertas' });
  const rows = alerts.getByRole('row');
  await expect(rows.nth(1)).toContainText('Reserva disponível');
  await expect(rows.nth(2)).toContainText('Solicitação atendida');
  await expect(rows.nth(3)).toContainText('Horário especial nas férias');
  await expect(page.getByText(/3 alertas de .* 2 não lidos\./)).toBeVisible();

  await alerts.getByRole('button', { name: /^Marcar como lido: Reserva disponível/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Alertas do período' })).toBeFocused();
  await expect(userMenu.getByRole('link', { name: 'Meu Pergamum 1 alerta não lido' })).toBeVisible();
  await expect(page.getByText(/3 alertas de .* 1 não lido\./)).toBeVisible();
  await expect(rows.nth(1)).toContainText('Solicitação atendida');
  await expect(alerts.getByRole('row').filter({ hasText: 'Reserva disponível' })).toContainText('Lido');

  // The server kept it: still so on another page after a reload.
  await page.goto(`${server!.url}/meupergamum`);
  await expect(userMenu.getByRole('link', { name: 'Meu Pergamum 1 alerta não lido' })).toBeVisible();
});
