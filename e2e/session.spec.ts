import { expect, test } from '@playwright/test';
import { e2eAccessTokenTtl } from '../playwright.config.ts';
import { logIn, patrons } from './support/portal.ts';

test('an expired access token is refreshed once, behind the scenes, and the call goes through', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum');
  await logIn(page, patrons.ana.login, patrons.ana.password);
  await expect(page.getByText(/Bem-vindo\(a\), Ana/)).toBeVisible();

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oauth/token') && request.postData()?.includes('refresh_token'))
      refreshes.push(request.url());
  });
  // Whichever patron call meets the expired token first triggers the one refresh; the others wait.
  const statuses: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/')) statuses.push({ path, status: response.status() });
  });
  await page.waitForTimeout((e2eAccessTokenTtl + 2) * 1000);
  const afterExpiry = statuses.length;
  await page.getByRole('link', { name: 'Dados pessoais' }).click();
  await page.getByRole('link', { name: 'Alertas', exact: true }).click();
  await page.getByRole('link', { name: 'Meu Pergamum' }).click();
  // Reload only once a patron call went through with the renewed token, so the new pair is stored.
  await expect
    .poll(() =>
      statuses.slice(afterExpiry).some(({ path, status }) => path === '/api/pessoas' && status === 200),
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByText(/Bem-vindo\(a\), Ana/)).toBeVisible();
  expect(statuses.some(({ status }) => status === 401)).toBe(true);
  expect(refreshes).toHaveLength(1);
  await expect(page.getByText('Olá, Ana')).toBeVisible();
});

test('a refresh whose answer is lost on the way keeps the patron logged in, also after a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum');
  await logIn(page, patrons.ana.login, patrons.ana.password);
  await expect(page.getByText(/Bem-vindo\(a\), Ana/)).toBeVisible();
  await page.waitForTimeout((e2eAccessTokenTtl + 2) * 1000);

  // The server rotates the token, but its answer never reaches the browser. Until the reload no
  // other refresh reaches the server either, so the reloaded page surely holds the spent token
  // (one let through could still be under way when the page goes, and race the reloaded page's).
  let lost = false;
  let reloaded = false;
  await page.route('**/oauth/token', async (route) => {
    if (reloaded || !route.request().postData()?.includes('refresh_token')) return route.continue();
    if (!lost) {
      await route.fetch();
      lost = true;
    }
    return route.abort('connectionreset');
  });
  await page.getByRole('link', { name: 'Dados pessoais' }).click();
  await expect.poll(() => lost).toBe(true);
  // The patron is still logged in: another page of My area opens, though its calls fail for now.
  await page.getByRole('link', { name: 'Meu Pergamum' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Pergamum' })).toBeVisible();
  await expect(page.getByText(/Bem-vindo\(a\), Ana/)).toBeVisible();

  // After the reload the browser holds the expired pair: its first patron call meets a 401 and
  // the spent refresh token is presented again, which the server accepts for a while.
  const afterReload: { path: string; status: number; refresh: boolean }[] = [];
  page.on('response', (response) =>
    afterReload.push({
      path: new URL(response.url()).pathname,
      status: response.status(),
      refresh: response.request().postData()?.includes('refresh_token') === true,
    }),
  );
  // Events arrive in order: a refresh the old page asks for before the new one commits is dropped.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  await page.reload();
  await expect(page.getByText(/Bem-vindo\(a\), Ana/)).toBeVisible();
  await page.getByRole('link', { name: 'Alertas', exact: true }).click();
  await page.getByRole('link', { name: 'Meu Pergamum' }).click();
  await expect
    .poll(() => afterReload.some(({ path, status }) => path === '/api/pessoas' && status === 200))
    .toBe(true);
  expect(afterReload.filter(({ refresh, status }) => refresh && status !== 200)).toEqual([]);
  expect(afterReload.some(({ refresh }) => refresh)).toBe(true);
  await expect(page.getByText('Olá, Ana')).toBeVisible();
  await expect(page).toHaveURL(/\/meupergamum$/);
});

test('logout at /sair clears both stores and sends the patron home; My area then asks to log in', async ({
  page,
}) => {
  await page.goto('/login?lng=pt');
  await page.getByText('Manter conectado neste computador').click();
  await expect(page.getByRole('checkbox', { name: 'Manter conectado neste computador' })).toBeChecked();
  await logIn(page, patrons.bruno.login, patrons.bruno.password);
  await expect(page.getByText('Olá, Bruno')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('acervo.sessao'))).not.toBeNull();
  // Remember-me survives closing the tab: a new page of the same browser is still logged in.
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(other.getByText('Olá, Bruno')).toBeVisible();
  await other.close();

  await page.getByRole('link', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('acervo.sessao'),
      sessionStorage.getItem('acervo.sessao'),
    ]),
  ).toEqual([null, null]);
  await page.goto('/meupergamum');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum/);
});

test('the stored session is encrypted: neither tokens nor the name appear in browser storage', async ({
  page,
}) => {
  await page.goto('/login?lng=pt');
  const login = page.waitForResponse(
    (response) =>
      response.url().endsWith('/oauth/token') &&
      response.request().postData()?.includes('"password"') === true,
  );
  await logIn(page, patrons.carla.login, patrons.carla.password);
  const tokens = (await (await login).json()) as { access_token: string; refresh_token: string };
  await expect(page.getByText('Olá, Carla')).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('acervo.sessao'));
  expect(stored).toBeTruthy();
  expect(stored).not.toContain('Carla');
  // The tokens the login returned, and anything shaped like a JWT (header.payload.), are absent.
  // Ciphertext in base64 may hold "eyJ" by chance, never the dot that follows a JWT's header.
  expect(stored).not.toContain(tokens.access_token);
  expect(stored).not.toContain(tokens.refresh_token);
  expect(stored).not.toMatch(/eyJ[\w-]*\.eyJ/);
  expect(await page.evaluate(() => localStorage.getItem('acervo.sessao'))).toBeNull();
});

test('after a logout, the next patron at the same browser sees none of the first one’s data', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Frenovacao');
  await logIn(page, patrons.ana.login, patrons.ana.password);
  const loans = page.getByRole('grid', { name: 'Empréstimos em aberto' });
  await expect(loans.getByRole('row')).toHaveCount(4);
  const anasTitles = (await loans.getByRole('rowheader').allTextContents()).map((text) => text.trim());
  expect(anasTitles.length).toBeGreaterThan(0);

  // Out and in again without reloading the page: whatever the app keeps in memory is tested too.
  await page.getByRole('link', { name: 'Sair' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await page.getByRole('link', { name: 'Entrar' }).click();
  await logIn(page, patrons.bruno.login, patrons.bruno.password);
  await expect(page.getByText('Olá, Bruno')).toBeVisible();
  await page.getByRole('link', { name: /^Meu Pergamum/ }).click();
  await page.getByRole('link', { name: 'Ver empréstimos e renovar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const main = page.getByRole('main');
  for (const title of anasTitles) await expect(main.getByText(title, { exact: true })).toHaveCount(0);
});
