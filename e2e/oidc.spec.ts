import { expect, test } from '@playwright/test';
import { e2eBaseUrl, e2eOidcClient, e2eOidcPort } from '../playwright.config.ts';
import { startIdentityProvider } from './support/oidc-provider.ts';

/*
 * OIDC end to end (spec §4, ADR 033/043): the e2e server is configured with this provider, so the
 * institution's `oidc` flag is on and a username with @ goes to the provider. The provider runs in
 * this worker on a fixed port, so the file's journeys run one after another.
 */
test.describe.configure({ mode: 'serial' });

/** The server's message for a provider identity that matches no library user (pt). */
const NO_LIBRARY_USER = 'Sua conta no provedor de identidade não corresponde a nenhum usuário da biblioteca.';

const ana = { email: 'ana.souza@aluno.uniacervo.example', password: 'idp-secret' };

let provider: Awaited<ReturnType<typeof startIdentityProvider>>;
test.beforeAll(async () => {
  provider = await startIdentityProvider({
    port: e2eOidcPort,
    portal: e2eBaseUrl,
    client: e2eOidcClient,
    accounts: {
      [ana.email]: { password: ana.password, claims: { email: ana.email, email_verified: true } },
      'stranger@nowhere.example': {
        password: 'idp-secret',
        claims: { email: 'stranger@nowhere.example', email_verified: true },
      },
    },
  });
});
test.afterAll(async () => provider?.close());

test('a username with @ signs in at the identity provider, comes back where it was going, and logs out there too', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Facervo%2F1');
  await page.getByLabel('Matrícula ou usuário').fill(ana.email);
  // An e-mail address goes to the provider: no password here.
  await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${e2eOidcPort}/interaction/`));
  await expect(page.getByLabel('E-mail')).toHaveValue(ana.email);
  await page.getByLabel('Password').fill(ana.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/acervo\/1$/);
  await expect(page.getByText('Olá, Ana')).toBeVisible();
  // The nonce the portal stored was used once and is gone.
  expect(await page.evaluate(() => sessionStorage.getItem('acervo.oidc'))).toBeNull();

  // Logging out of a provider session goes through the provider's logout, then back home.
  await page.getByRole('link', { name: 'Sair' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${e2eOidcPort}/session/end`));
  await page.getByRole('button', { name: /yes/i }).click();
  await expect(page).toHaveURL(`${e2eBaseUrl}/`);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
});

test('an identity the library does not know is told so on the login page, ready to try again', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Facervo%2F1');
  await page.getByLabel('Matrícula ou usuário').fill('stranger@nowhere.example');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue('stranger@nowhere.example');
  await page.getByLabel('Password').fill('idp-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the login page, still headed for the title, with the server's reason.
  await expect(page).toHaveURL(/\/login\?redirect=%2Facervo%2F1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: NO_LIBRARY_USER })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  // Shown once: a reload no longer shows it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(page.getByText(NO_LIBRARY_USER)).toHaveCount(0);
});

test('the provider answering an error shows its reason on the login page', async ({ page }) => {
  await page.goto('/login?lng=pt');
  await page.getByLabel('Matrícula ou usuário').fill(ana.email);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(ana.email);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'O provedor de identidade recusou o login: The sign-in was cancelled at the identity provider.',
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Matrícula ou usuário')).toBeEditable();
});
