import { expect, test } from '@playwright/test';
import { chooseOption, logIn, patrons } from './support/portal.ts';

test('a patron logs in and lands where they were going, greeted in the header', async ({ page }) => {
  await page.goto('/login?lng=pt&redirect=%2Facervo%2F1%2Fmarc');
  await logIn(page, patrons.bruno.login, patrons.bruno.password);
  await expect(page).toHaveURL(/\/acervo\/1\/marc$/);
  await expect(page.getByText('Olá, Bruno')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sair' })).toBeVisible();
  // The new page's heading has focus, as after any navigation.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a wrong password says so with the institution’s login label, and keeps the username', async ({
  page,
}) => {
  await page.goto('/login?lng=pt');
  await logIn(page, patrons.carla.login, 'not-her-password');
  await expect(page.getByRole('alert')).toContainText(
    'Matrícula ou usuário ou senha incorretos! Tente novamente.',
  );
  await expect(page.getByLabel('Matrícula ou usuário')).toHaveValue(patrons.carla.login);
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
});

test('empty fields are reported on each field before anything is sent', async ({ page }) => {
  await page.goto('/login?lng=pt');
  let tokenCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/oauth/token') && request.postData()?.includes('"password"')) tokenCalls += 1;
  });
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Preencha todos os campos para entrar!')).toBeVisible();
  await expect(page.getByLabel('Matrícula ou usuário')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Matrícula ou usuário')).toBeFocused();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(tokenCalls).toBe(0);
});

test('a locked account is told to recover the password, and the recovery opens from there', async ({
  page,
}) => {
  await page.goto('/login?lng=pt');
  await logIn(page, patrons.fabio.login, patrons.fabio.password);
  await expect(page.getByRole('alert')).toContainText('Senha bloqueada por excesso de tentativas');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeFocused();
  await expect(page.getByLabel('Matrícula ou usuário')).toHaveValue(patrons.fabio.login);
});

test('My area is guarded: an anonymous visitor logs in and comes back to the page asked for', async ({
  page,
}) => {
  await page.goto('/meupergamum/renovacao');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum%2Frenovacao/);
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page).toHaveURL(/\/meupergamum\/renovacao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Empréstimos', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveTitle('Empréstimos — Meu Pergamum — Universidade Acervo');
});

test('a person with two logins chooses which one to continue with', async ({ page }) => {
  await page.goto('/login?lng=pt');
  await logIn(page, patrons.helena.login, patrons.helena.password);
  await expect(page.getByRole('heading', { name: 'Com qual login deseja continuar?' })).toBeVisible();
  const staff = page.getByRole('radio', { name: /helena\.costa/ });
  // The kit's radio draws its own dot over the native input: a patron clicks the option's label.
  await page.getByText(/helena\.costa/).click();
  await expect(staff).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/meupergamum');
  await expect(page.getByText(/Bem-vindo\(a\), Helena/)).toBeVisible();
});

test('a tax number shared by two people asks which login before the password step', async ({ page }) => {
  await page.goto('/login?lng=pt');
  await page.getByLabel('Matrícula ou usuário').fill('89123456728');
  await page.getByLabel('Senha', { exact: true }).fill(patrons.jose.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const choice = page.getByRole('button', { name: /Escolha o login/ });
  await expect(choice).toHaveAccessibleDescription('Preencha o campo Escolha o login.');
  await expect(choice).toBeFocused();
  await chooseOption(page, 'Escolha o login', new RegExp(`^${patrons.jose.login.replace('.', '\\.')} — `));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Olá, José')).toBeVisible();
});
