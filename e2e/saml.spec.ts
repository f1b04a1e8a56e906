import { expect, type Page, test } from '@playwright/test';
import { e2eOidcPort } from '../playwright.config.ts';
import { expectNoAxeViolationsInEveryScheme } from './support/axe.ts';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { startSamlIdentityProvider } from './support/saml-identity-provider.ts';

/*
 * SAML end to end (ADR 077): a server of its own is configured with a SAML identity provider that
 * this worker runs, so its institution's authentication mode is `saml` and the login page offers
 * the institution's login; on the shared server that would change every other login journey. The
 * server runs on a fixed port, so the file's journeys run one after another.
 */
test.describe.configure({ mode: 'serial' });

const serverPort = e2eOidcPort + 3;
const serverUrl = `http://127.0.0.1:${serverPort}`;

let idp: Awaited<ReturnType<typeof startSamlIdentityProvider>>;
let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  idp = await startSamlIdentityProvider({ audience: `${serverUrl}/api/saml/metadata` });
  server = await startOwnServer({
    port: serverPort,
    dataDir: ownDataDir('saml'),
    env: {
      SAML_ENTRY_POINT: idp.entryPoint,
      SAML_IDP_CERT: idp.certificate,
      SAML_IDP_ISSUER: idp.entityId,
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

/** At the provider: who signs in; its answer posts itself back to the library. */
async function signInAtProvider(page: Page, username: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.entryPoint.replace(/[.?]/g, '\\$&')}\\?SAMLRequest=`));
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the institution’s login goes to the identity provider and comes back logged in where it was going', async ({
  page,
}) => {
  await page.goto(`${server!.url}/login?lng=pt&redirect=%2Facervo%2F1`);
  await page.getByRole('button', { name: 'Entrar com a conta da instituição' }).click();
  await signInAtProvider(page, '2024001');

  await expect(page).toHaveURL(`${server!.url}/acervo/1`);
  await expect(page.getByText('Olá, Ana')).toBeVisible();
  // What the portal kept for the trip was used once and is gone.
  expect(await page.evaluate(() => sessionStorage.getItem('acervo.saml'))).toBeNull();
});

test('a response changed after signing is refused, and the login page says why in the patron’s language', async ({
  page,
}) => {
  idp.tamperNext((xml) => xml.replace('>daniel.alves</saml:NameID>', '>2024001</saml:NameID>'));
  await page.goto(`${server!.url}/login?lng=en`);
  await page.getByRole('button', { name: 'Log in with your institution account' }).click();
  await signInAtProvider(page, 'daniel.alves');

  await expect(page).toHaveURL(`${server!.url}/login`);
  await expect(page.getByRole('alert').filter({ hasText: 'no valid signature' })).toHaveText(
    'The identity provider’s response has no valid signature. Please log in again.',
  );
  await expect(page.getByText('Hello, Ana')).toHaveCount(0);
  await expect(page.getByText('Hello, Daniel')).toHaveCount(0);
  await expectNoAxeViolationsInEveryScheme(
    page,
    'the login page offering the institution’s login, with its error',
  );
});

test('someone the provider knows but the library does not is told so', async ({ page }) => {
  await page.goto(`${server!.url}/login?lng=es`);
  await page.getByRole('button', { name: 'Entrar con la cuenta de la institución' }).click();
  await signInAtProvider(page, 'visitante.externo');

  await expect(page).toHaveURL(`${server!.url}/login`);
  await expect(page.getByRole('alert').filter({ hasText: 'ningún usuario' })).toHaveText(
    'Su cuenta en el proveedor de identidad no corresponde a ningún usuario de la biblioteca.',
  );
});

test('an institution without SAML offers only its own login', async ({ page }) => {
  await page.goto('/login?lng=pt');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar com a conta da instituição' })).toHaveCount(0);
});
