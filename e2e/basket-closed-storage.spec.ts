import { expect, test } from '@playwright/test';
import getPort from 'get-port';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { logIn, patrons } from './support/portal.ts';

/*
 * Asking for copies from closed storage books them, so this journey runs on a server of its own
 * (ADR 049). Title 8 (Várias histórias) has BC000011 on its shelf in the Central Library's
 * basement store and BC000012 in transit; title 158 (Teoria pura do direito) has BDIR000001 in the
 * second library's rare-books store (its BDIR000002 is Igor's, seeded).
 */
let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = ownDataDir('basket-closed-storage');
  server = await startOwnServer({ port: await getPort({ host: '127.0.0.1' }), dataDir, env: {} });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a visitor puts two titles with stored copies in the basket, logs in from /cesta and asks for a copy of each in one go; both requests are in My area', async ({
  page,
}) => {
  test.slow();
  // Two titles into the basket from their pages.
  for (const [code, title] of [
    [8, 'Várias histórias'],
    [158, 'Teoria pura do direito'],
  ] as const) {
    await page.goto(`${server!.url}/acervo/${code}?lng=pt`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar à cesta' }).click();
    await expect(page.getByRole('button', { name: 'Remover da cesta' })).toBeVisible();
  }
  await page.goto(`${server!.url}/cesta?lng=pt`);
  const section = page.getByRole('region', { name: 'Acervo fechado' });
  await expect(section).toContainText('2 títulos da cesta têm exemplares guardados');
  await expect(section.getByRole('heading', { level: 3, name: 'Várias histórias' })).toBeVisible();
  await expect(section.getByText('Exemplar BDIR000001')).toBeVisible();
  // Anyone sees the copies; asking needs a login that comes back here.
  await expect(section.getByRole('checkbox')).toHaveCount(0);
  await section.getByRole('link', { name: 'Entrar para pedir' }).click();
  await logIn(page, patrons.bruno.login, patrons.bruno.password);
  await expect(page).toHaveURL(/\/cesta(\?lng=pt)?$/);

  const copies = section.getByRole('group', { name: 'Exemplares no acervo fechado' });
  const central = copies.getByRole('checkbox', { name: /^Exemplar BC000011/ });
  const rareBooks = copies.getByRole('checkbox', { name: /^Exemplar BDIR000001/ });
  await expect(copies.getByRole('checkbox', { name: /^Exemplar BC000012/ })).toBeDisabled();
  const submit = section.getByRole('button', { name: 'Pedir os exemplares escolhidos' });

  // Nothing ticked: said beside the copies, focus on the first, nothing sent.
  await submit.click();
  await expect(copies).toContainText('Escolha pelo menos um exemplar para pedir.');
  await expect(central).toBeFocused();

  await page.keyboard.press('Space');
  await copies.getByText('Exemplar BDIR000001').click();
  await expect(central).toBeChecked();
  await expect(rareBooks).toBeChecked();
  await submit.click();
  const outcome = section
    .getByRole('status')
    .filter({ hasText: '2 pedidos enviados, um para cada biblioteca' });
  await expect(outcome).toContainText(
    /Exemplar BC000011 \(Várias histórias\): Aguardando busca no armazém; no balcão a partir de \d{2}\/\d{2}\/\d{4}/,
  );
  await expect(outcome).toContainText(
    /Exemplar BDIR000001 \(Teoria pura do direito\): Aguardando busca no armazém; no balcão a partir de/,
  );

  // Asked again, the copies say they are his and cannot be ticked.
  await section.getByRole('button', { name: 'Pedir outros exemplares' }).click();
  await expect(
    copies.getByRole('checkbox', { name: /^Exemplar BC000011.*Você já pediu este exemplar/ }),
  ).toBeDisabled();
  await section.getByRole('link', { name: 'Ver os meus pedidos do acervo fechado' }).click();

  // Both requests are in My area, one per library.
  await expect(page).toHaveURL(/\/meupergamum\/acervo-fechado$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Várias histórias')).toHaveCount(1);
  await expect(main.getByText('Teoria pura do direito')).toHaveCount(1);
});
