import { expect, test } from '@playwright/test';
import getPort from 'get-port';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { logIn, patrons, tabTo } from './support/portal.ts';

/*
 * Renewing changes Ana's loans, so this journey runs on a server of its own (ADR 049): the shared
 * server's journeys keep reading her loans as seeded (one due today, one five days overdue, one at
 * its renewal limit).
 */
let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = ownDataDir('renewals');
  server = await startOwnServer({ port: await getPort({ host: '127.0.0.1' }), dataDir, env: {} });
});
test.afterAll(async () => {
  await server?.stop();
});

test('Ana renews all by keyboard alone: one renewed, the overdue and the one at its limit refused, each in words', async ({
  page,
}) => {
  await page.goto(`${server!.url}/login?lng=pt&redirect=%2Fmeupergamum%2Frenovacao`);
  await logIn(page, patrons.ana.login, patrons.ana.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos' })).toBeFocused();
  const loans = page.getByRole('grid', { name: 'Empréstimos em aberto' });
  await expect(loans.getByRole('row')).toHaveCount(4);
  await expect(loans.getByText('Vence hoje')).toHaveCount(1);
  await expect(loans.getByText('5 dias em atraso')).toHaveCount(1);

  await tabTo(page, page.getByRole('button', { name: 'Renovar todos' }));
  await page.keyboard.press('Enter');

  // The summary takes focus and says how many went through; each loan's answer is beside it.
  const summary = page.getByText(
    '1 empréstimo renovado; 2 não renovados. A resposta de cada um está ao lado dele na tabela.',
  );
  await expect(summary).toBeVisible();
  await expect(page.locator(':focus')).toContainText('Resultado da renovação');
  await expect(loans.getByText(/Renovado até \d{2}\/\d{2}\/\d{4}\./)).toHaveCount(1);
  await expect(loans.getByText(/Não renovado: /)).toHaveCount(2);

  // Kept after a reload: nothing is due today any more, the overdue loan still is.
  await page.reload();
  await expect(loans.getByRole('row')).toHaveCount(4);
  await expect(loans.getByText('Vence hoje')).toHaveCount(0);
  await expect(loans.getByText('5 dias em atraso')).toHaveCount(1);
});
