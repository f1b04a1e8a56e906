import { expect, test } from '@playwright/test';
import getPort from 'get-port';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { logIn, patrons } from './support/portal.ts';

/*
 * Asking for a copy from closed storage books it, so this journey runs on a server of its own
 * (ADR 049). Title 8 (Várias histórias, 1896) has two copies in the Central Library's basement
 * store: BC000011 on its shelf and BC000012 in transit.
 */
let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = ownDataDir('closed-stacks');
  server = await startOwnServer({ port: await getPort({ host: '127.0.0.1' }), dataDir, env: {} });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a visitor sees the stored copies and logs in to ask; Bruno asks for one, which then says it is his and is no longer on offer, and Carla is told someone else asked for it', async ({
  page,
  browser,
}) => {
  // Three logins (a deliberately slow hash, ADR 031) in one journey.
  test.slow();
  await page.goto(`${server!.url}/acervo/8/acervo-fechado?lng=pt`);
  const panel = page.getByRole('tabpanel', { name: 'Acervo fechado' });
  await expect(panel.getByText('Exemplar BC000011')).toBeVisible();
  await expect(panel.getByText('Não pode ser pedido agora: Em trânsito')).toBeVisible();
  // Anyone sees the copies; asking needs a login that comes back here.
  await expect(panel.getByRole('checkbox')).toHaveCount(0);
  await panel.getByRole('link', { name: 'Entrar para pedir' }).click();
  await logIn(page, patrons.bruno.login, patrons.bruno.password);
  await expect(page).toHaveURL(/\/acervo\/8\/acervo-fechado/);

  const store = panel.getByRole('group', { name: 'Biblioteca Central — Depósito do subsolo' });
  const onShelf = store.getByRole('checkbox', { name: /^Exemplar BC000011/ });
  await expect(store.getByRole('checkbox', { name: /^Exemplar BC000012/ })).toBeDisabled();
  const submit = panel.getByRole('button', { name: 'Pedir os exemplares escolhidos' });

  // Nothing ticked: said beside the copies, nothing sent.
  await submit.click();
  await expect(store).toContainText('Escolha pelo menos um exemplar para pedir.');
  await expect(onShelf).toHaveAttribute('aria-invalid', 'true');

  await store.getByText('Exemplar BC000011').click();
  await expect(onShelf).toBeChecked();
  await submit.click();
  const sent = panel.getByRole('status');
  await expect(sent).toContainText('Pedido enviado');
  await expect(sent).toContainText(/Exemplar BC000011: no balcão a partir de \d{2}\/\d{2}\/\d{4}/);

  // Asked again, the copy is no longer on offer: it says in words that it is already his, and
  // stays so after a reload (the server would refuse it; its tests cover that refusal).
  await panel.getByRole('button', { name: 'Pedir outros exemplares' }).click();
  const requested = store.getByRole('checkbox', {
    name: /^Exemplar BC000011.*Você já pediu este exemplar: Aguardando busca no armazém\./,
  });
  await expect(requested).toBeDisabled();
  await expect(requested).not.toBeChecked();
  await page.reload();
  await expect(requested).toBeDisabled();
  await expect(store.getByRole('checkbox', { name: /^Exemplar BC000012/ })).toBeDisabled();
  await panel.getByRole('link', { name: 'Ver os meus pedidos do acervo fechado' }).click();

  // The request is in My area, once.
  await expect(page).toHaveURL(/\/meupergamum\/acervo-fechado$/);
  await expect(page.getByRole('main').getByText('Várias histórias')).toHaveCount(1);

  // Another patron, in a browser of her own, finds Bruno's copy taken: not on offer, the reason in
  // words, naming nobody (the server would refuse it to her too).
  const carla = await browser.newPage();
  try {
    await carla.goto(`${server!.url}/login?redirect=%2Facervo%2F8%2Facervo-fechado&lng=pt`);
    await logIn(carla, patrons.carla.login, patrons.carla.password);
    const herStore = carla
      .getByRole('tabpanel', { name: 'Acervo fechado' })
      .getByRole('group', { name: 'Biblioteca Central — Depósito do subsolo' });
    const taken = herStore.getByRole('checkbox', {
      name: /^Exemplar BC000011.*Não pode ser pedido agora: outra pessoa já pediu este exemplar\./,
    });
    await expect(taken).toBeDisabled();
    await expect(taken).not.toHaveAccessibleName(/Bruno|Você já pediu/);
  } finally {
    await carla.close();
  }
});
