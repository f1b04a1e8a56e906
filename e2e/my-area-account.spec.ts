import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInEveryScheme } from './support/axe.ts';
import getPort from 'get-port';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { logIn, patrons, tabTo } from './support/portal.ts';

/*
 * My area's requests and account pages, where the journeys change a patron's data (a suggestion
 * sent, personal data saved, a password changed): they run on a server of their own (ADR 049), so
 * the shared server's journeys keep reading the demo as seeded. One server for the file; its
 * journeys run one after another.
 */
test.describe.configure({ mode: 'serial' });

let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = ownDataDir('account');
  server = await startOwnServer({ port: await getPort({ host: '127.0.0.1' }), dataDir, env: {} });
});
test.afterAll(async () => {
  await server?.stop();
});

const at = (route: string) => `${server!.url}${route}`;

test('Daniel sends a suggestion by keyboard alone: missing title and publisher are flagged, then it reaches his list', async ({
  page,
}) => {
  // Axe reads the page in six schemes on a shared machine.
  test.slow();
  await page.goto(at('/login?lng=pt&redirect=%2Fmeupergamum%2Fsugestoes'));
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Sugestões de aquisição' })).toBeFocused();
  const mine = page.getByRole('grid', { name: 'Minhas sugestões' });
  await expect(mine.getByText('Pré-sugestão')).toHaveCount(1);
  await expectNoAxeViolationsInEveryScheme(page, '/meupergamum/sugestoes');

  const form = page.getByRole('region', { name: 'Nova sugestão' });
  // The library, by keyboard: open the select and take its first library.
  await tabTo(page, form.getByRole('button', { name: /Biblioteca/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await tabTo(page, form.getByRole('textbox', { name: 'Autor' }));
  await page.keyboard.type('Lygia Fagundes Telles');
  await page.keyboard.press('Enter');

  const title = form.getByRole('textbox', { name: /^Título/ });
  const publisher = form.getByRole('textbox', { name: /^Editora/ });
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription(/Campo obrigatório não preenchido: Título\./);
  await expect(publisher).toHaveAccessibleDescription(/Campo obrigatório não preenchido: Editora\./);
  await expect(form.getByRole('textbox', { name: 'Autor' })).toHaveValue('Lygia Fagundes Telles');

  const suggested = `As meninas ${Date.now()}`;
  await page.keyboard.type(suggested);
  await tabTo(page, publisher);
  await page.keyboard.type('Companhia das Letras');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Sugestão enviada.' }).first()).toBeVisible();
  await expect(title).toHaveValue('');
  const row = mine.getByRole('row').filter({ hasText: suggested });
  await expect(row).toContainText('Pré-sugestão');
  await expect(row).toContainText('Autor: Lygia Fagundes Telles');

  // It was stored: still there after a reload.
  await page.reload();
  await expect(mine.getByRole('row').filter({ hasText: suggested })).toHaveCount(1);
});

test('Daniel corrects his tax number: one with dots is refused on the field, a good one is kept after a reload', async ({
  page,
}) => {
  test.slow();
  await page.goto(at('/login?lng=pt&redirect=%2Fmeupergamum%2Fdados-pessoais'));
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dados pessoais' })).toBeFocused();
  const cpf = page.getByRole('textbox', { name: 'CPF' });
  await expect(cpf).toHaveValue('45678912364');
  await expectNoAxeViolationsInEveryScheme(page, '/meupergamum/dados-pessoais');

  await cpf.fill('529.982.247-25');
  await page.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(cpf).toBeFocused();
  await expect(cpf).toHaveAccessibleDescription(/Informe o CPF somente com números\./);

  await cpf.fill('52998224725');
  await page.getByRole('textbox', { name: 'Bairro' }).fill('Asa Norte');
  await page.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dados salvos.' })).toBeVisible();

  await page.reload();
  await expect(cpf).toHaveValue('52998224725');
  await expect(page.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Asa Norte');
});

test('unsaved personal data are not lost silently: leaving asks first', async ({ page }) => {
  await page.goto(at('/login?lng=pt&redirect=%2Fmeupergamum%2Fdados-pessoais'));
  await logIn(page, patrons.ana.login, patrons.ana.password);
  const city = page.getByRole('textbox', { name: 'Cidade' });
  await city.fill('Goiânia');
  const elsewhere = page
    .getByRole('navigation', { name: 'Menu do Meu Pergamum' })
    .getByRole('link', { name: 'Sugestões de aquisição' });
  await elsewhere.click();
  const dialog = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(city).toHaveValue('Goiânia');
  await elsewhere.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sugestões de aquisição' })).toBeVisible();
});

test('Carla changes her password: the checklist fills as she types; the old password no longer logs in, the new one does', async ({
  page,
}) => {
  test.slow();
  const fresh = 'Leitura#2026';
  await page.goto(at('/login?lng=pt&redirect=%2Fmeupergamum%2Falterar-senha'));
  await logIn(page, patrons.carla.login, patrons.carla.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeFocused();
  await expectNoAxeViolationsInEveryScheme(page, '/meupergamum/alterar-senha');

  await page.getByLabel(/^Senha atual/).fill(patrons.carla.password);
  const rules = page.getByRole('listitem').filter({ hasText: /^(ter|conter|não conter)/ });
  await expect(rules.filter({ hasText: '(não atendido)' })).not.toHaveCount(0);
  await page.getByLabel(/^Nova senha/).fill(fresh);
  await expect(rules.filter({ hasText: '(não atendido)' })).toHaveCount(0);
  await expect(page.getByText(/^(\d+) de \1 critérios atendidos\.$/)).toBeAttached();
  await page.getByLabel(/^Confirme a nova senha/).fill(`${fresh}x`);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByLabel(/^Confirme a nova senha/)).toBeFocused();
  await expect(page.getByText('As senhas não coincidem!')).toBeVisible();
  await page.getByLabel(/^Confirme a nova senha/).fill(` ${fresh} `);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Senha alterada.' })).toBeVisible();

  // Logging out finishes on the home page; the login page would send a patron still logged in on.
  await page.goto(at('/sair'));
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await page.goto(at('/login?lng=pt&redirect=%2Fmeupergamum'));
  await logIn(page, patrons.carla.login, patrons.carla.password);
  await expect(page.getByText(/ou senha incorretos!/)).toBeVisible();
  await logIn(page, patrons.carla.login, fresh);
  await expect(page).toHaveURL(/\/meupergamum$/);
});
