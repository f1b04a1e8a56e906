import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

// The demo's providers live on reserved .invalid hosts: the browser never leaves this machine.
const grupoaHost = 'https://minhabiblioteca.grupoa.example.invalid';
const pearsonHost = 'https://bv.pearson.example.invalid';

/** Stands in for a provider: answers any address on its host with a page naming it. */
async function fakeProvider(context: BrowserContext, host: string, name: string) {
  await context.route(`${host}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="pt"><title>${name}</title><h1>${name}</h1></html>`,
    }),
  );
}

function expectSignedLink(href: string, origin: string, provider: string) {
  const url = new URL(href);
  expect(url.origin).toBe(origin);
  expect(url.searchParams.get('provedor')).toBe(provider);
  expect(url.searchParams.get('usuario')).toMatch(/^\d+$/);
  // Short-lived: it expires within the next few minutes.
  const expires = Number(url.searchParams.get('expira')) * 1000;
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThan(Date.now() + 5 * 60_000);
  expect(url.searchParams.get('assinatura')).toMatch(/^[A-Za-z0-9_-]{43}$/);
}

async function logInFrom(page: Page, path: string) {
  await page.goto(path);
  await logIn(page, patrons.bruno.login, patrons.bruno.password);
}

test('a login with a provider redirect opens the provider’s signed link in a new tab, and the patron’s tab goes on', async ({
  page,
  context,
}) => {
  await fakeProvider(context, grupoaHost, 'Minha Biblioteca');
  const popup = page.waitForEvent('popup');
  await logInFrom(page, '/login?lng=pt&redirect=grupoa');
  const provider = await popup;
  await expect(provider.getByRole('heading', { name: 'Minha Biblioteca' })).toBeVisible();
  expectSignedLink(provider.url(), grupoaHost, 'grupoa');
  // The provider cannot script the catalogue's tab.
  expect(await provider.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('O conteúdo foi aberto em uma nova aba.')).toBeVisible();
  await expect(page.getByText('Olá, Bruno')).toBeVisible();
});

test('when the browser blocks the new tab, the login offers the provider link to open by hand', async ({
  page,
  context,
}) => {
  await fakeProvider(context, grupoaHost, 'Minha Biblioteca');
  // What a popup blocker does to a script's window.open.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await logInFrom(page, '/login?lng=pt&redirect=grupoa');
  await expect(page).toHaveURL(/\/pearson$/);
  const offer = page.getByRole('alert');
  await expect(offer).toContainText('O navegador bloqueou a nova aba do conteúdo.');
  const link = offer.getByRole('link', { name: /Abrir o conteúdo/ });
  expectSignedLink((await link.getAttribute('href'))!, grupoaHost, 'grupoa');
  const popup = page.waitForEvent('popup');
  await link.click();
  expectSignedLink((await popup).url(), grupoaHost, 'grupoa');
  await expect(page).toHaveURL(/\/$/);
});

test('the /pearson page fetches the patron’s signed link and hands the tab over to the provider', async ({
  page,
  context,
}) => {
  await fakeProvider(context, pearsonHost, 'Biblioteca Virtual');
  await logInFrom(page, '/login?lng=pt&redirect=%2Fpearson');
  // The portal's own /pearson page names the provider too: wait for the provider's address.
  await page.waitForURL(`${pearsonHost}/**`);
  await expect(page.getByRole('heading', { name: 'Biblioteca Virtual', exact: true })).toBeVisible();
  expectSignedLink(page.url(), pearsonHost, 'pearson');
});

test('the /grupoa page asks an anonymous visitor to log in first', async ({ page }) => {
  await page.goto('/grupoa?lng=pt');
  await expect(page.getByRole('alert')).toContainText('Entre com a sua conta para acessar este conteúdo.');
  await page.getByRole('alert').getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgrupoa$/);
});
