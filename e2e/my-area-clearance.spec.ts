import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, patrons, tabTo } from './support/portal.ts';

/** Whether the server's outbox holds a message to `address` (the demo writes mail as .eml files). */
async function outboxHasMailTo(address: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  for (const name of files)
    if ((await readFile(path.join(outbox, name), 'utf8')).includes(address)) return true;
  return false;
}

/*
 * José's staff login was issued a declaration when the demo was seeded (code DEMO-NADA-CONS); Igor
 * has a loan open, so his cannot be issued. Neither journey changes a patron's data: sending the
 * declaration by e-mail only writes to the outbox.
 */

test('José reads his declaration, the public check confirms it, and he sends it by e-mail by keyboard', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Fnada-consta');
  await logIn(page, patrons.jose.login, patrons.jose.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Declaração de nada consta' })).toBeFocused();
  await expect(page).toHaveTitle('Declaração de nada consta — Meu Pergamum — Universidade Acervo');

  const declaration = page.getByRole('region', { name: 'Sua declaração' });
  await expect(declaration).toContainText('DEMO-NADA-CONS');
  await expect(
    declaration.getByRole('img', { name: 'Código QR da verificação da declaração DEMO-NADA-CONS' }),
  ).toBeVisible();
  const check = declaration.getByRole('link', { name: /\/nada-consta\/DEMO-NADA-CONS$/ });
  await expect(check).toHaveAttribute('href', /\/nada-consta\/DEMO-NADA-CONS$/);

  // The address the QR code holds opens the public check page.
  await check.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verificação de declaração de nada consta' }),
  ).toBeFocused();
  await expect(page.getByText('Declaração válida')).toBeVisible();
  await page.goBack();
  await expect(declaration).toContainText('DEMO-NADA-CONS');

  // The public check anyone can make with the code (no login).
  const answer = await page.request.get('/api/nada-consta/verificar/DEMO-NADA-CONS', {
    headers: { lang: '1' },
  });
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toMatchObject({ valido: true, nome: expect.stringContaining('José') });

  // Send by e-mail, from the keyboard: a bad address first, then two good ones.
  const field = page.getByRole('textbox', { name: /^E-mail/ });
  await expect(field).not.toHaveValue('');
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('jose@uniacervo');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Preencha um e-mail válido!')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('jose@uniacervo');

  const address = `jose.e2e.${Date.now()}@uniacervo.example`;
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`${address}; rh@uniacervo.example`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Declaração enviada para ${address}; rh@uniacervo.example.`)).toBeVisible();
  await expect.poll(() => outboxHasMailTo(address), { timeout: 15_000 }).toBe(true);
});

test('Igor cannot have a declaration yet: his open loan is named, with the way to his loans', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Fnada-consta');
  await logIn(page, patrons.igor.login, patrons.igor.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Declaração de nada consta' })).toBeFocused();
  await expect(page.getByText('Ainda não é possível emitir a declaração')).toBeVisible();
  await expect(page.getByText('Há 1 empréstimo(s) em aberto.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar declaração' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver empréstimos' }).click();
  await expect(page).toHaveURL(/\/meupergamum\/renovacao$/);
});

test('anyone checks a declaration by its code: a real one is valid, a made-up one is unknown', async ({
  page,
}) => {
  await page.goto('/nada-consta/demo-nada-cons?lng=pt');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verificação de declaração de nada consta' }),
  ).toBeVisible();
  await expect(page.getByText('Código de verificação: DEMO-NADA-CONS')).toBeVisible();
  await expect(page.getByText('Declaração válida')).toBeVisible();
  await expect(
    page.getByText(/emitiu em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} a declaração de nada consta de José/),
  ).toBeVisible();

  await page.goto('/nada-consta/AAAA-BBBB-CCCC?lng=pt');
  await expect(page.getByText('Nenhuma declaração com este código')).toBeVisible();
  await expect(page.getByText('Declaração válida')).toHaveCount(0);
});
