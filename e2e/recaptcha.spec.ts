import { expect, type Page, test } from '@playwright/test';
import { e2eOidcPort } from '../playwright.config.ts';
import {
  copyDemoStart,
  onEmbeddedDatabase,
  type OwnServer,
  startOwnServer,
  ownDataDir,
} from './support/own-server.ts';
import { logIn, patrons } from './support/portal.ts';
import { startRecaptchaStandIn } from './support/recaptcha-stand-in.ts';

/*
 * reCAPTCHA end to end (activity 1120; spec §2, §5, §8; ADR 048, 049). This machine cannot reach
 * Google, so the widget and siteverify come from a local stand-in speaking Google's protocol, and
 * the journeys run on a server of their own whose institution grants activity 1120: on the shared
 * server it would put a captcha in front of every other login journey. Both run in this worker on
 * fixed ports, so the file's journeys run one after another.
 */
test.describe.configure({ mode: 'serial' });

const standInPort = e2eOidcPort + 1;
const serverPort = e2eOidcPort + 2;
const captcha = { siteKey: 'e2e-site-key', secret: 'e2e-captcha-secret' };

const CAPTCHA_MISSING = 'Faça a verificação do Captcha!';
const CAPTCHA_INVALID = 'Captcha inválido ou expirado.';

let standIn: Awaited<ReturnType<typeof startRecaptchaStandIn>>;
let server: OwnServer | null = null;

test.beforeAll(async () => {
  // The demo university as its first start left it; the institution grants 1120, then starts.
  test.setTimeout(420_000);
  standIn = await startRecaptchaStandIn({ port: standInPort, ...captcha });
  const dataDir = ownDataDir('captcha');
  await copyDemoStart(dataDir);
  await onEmbeddedDatabase(
    dataDir,
    `insert into instituicao_atividade (cod_modulo, cod_atividade)
     select cod_modulo, 1120 from instituicao_atividade limit 1`,
  );
  server = await startOwnServer({
    port: serverPort,
    dataDir,
    env: {
      RECAPTCHA_SECRET: captcha.secret,
      RECAPTCHA_SITE_KEY: captcha.siteKey,
      RECAPTCHA_VERIFY_URL: standIn.verifyUrl,
      RECAPTCHA_SCRIPT_URL: standIn.scriptUrl,
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

const captchaFrame = (page: Page) => page.frameLocator('iframe[title="reCAPTCHA"]');
const robotCheck = (page: Page) => captchaFrame(page).getByRole('checkbox', { name: 'Não sou um robô' });
/**
 * The widget has its answer: a tick is only a request until the service has answered it, and a
 * patron who submits before then is rightly asked to do the check.
 */
const verified = (page: Page) =>
  expect(captchaFrame(page).locator('body')).toHaveAttribute('data-verified', 'true');
/** Ticks the captcha and waits for the service's answer, as a patron waits for the tick. */
async function tickCaptcha(page: Page) {
  await robotCheck(page).check();
  await verified(page);
}

test('a login without the captcha is refused with the translated message; ticked, it succeeds', async ({
  page,
}) => {
  await page.goto(`${server!.url}/login?lng=pt`);
  await expect(page.getByLabel('Verificação de segurança')).toBeVisible();
  await expect(robotCheck(page)).not.toBeChecked();

  await logIn(page, patrons.bruno.login, patrons.bruno.password);
  await expect(page.getByText(CAPTCHA_MISSING)).toBeVisible();
  await expect(page.getByText('Olá, Bruno')).toHaveCount(0);
  // Nothing typed is lost.
  await expect(page.getByLabel('Matrícula ou usuário')).toHaveValue(patrons.bruno.login);
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(patrons.bruno.password);

  await tickCaptcha(page);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Olá, Bruno')).toBeVisible();
});

test('a token the captcha service never issued is refused by the server with the translated error', async ({
  page,
}) => {
  // A forged answer: the browser sends a made-up token instead of the one the widget gave.
  await page.route(/\/oauth\/token$/, async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown> | null;
    if (!body || body.grant_type !== 'password') return route.continue();
    await route.continue({ postData: JSON.stringify({ ...body, recaptcha_token: 'forged-token' }) });
  });
  await page.goto(`${server!.url}/login?lng=pt`);
  await tickCaptcha(page);
  await logIn(page, patrons.carla.login, patrons.carla.password);
  await expect(page.getByText(CAPTCHA_INVALID).first()).toBeVisible();
  await expect(page.getByText('Olá, Carla')).toHaveCount(0);
  // The widget starts over: a refused token is spent.
  await expect(robotCheck(page)).not.toBeChecked();

  await page.unroute(/\/oauth\/token$/);
  await tickCaptcha(page);
  await page.getByLabel('Senha', { exact: true }).fill(patrons.carla.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Olá, Carla')).toBeVisible();
});

test('after a wrong password the captcha is asked again, since its answer was spent', async ({ page }) => {
  await page.goto(`${server!.url}/login?lng=pt`);
  await tickCaptcha(page);
  await logIn(page, patrons.daniel.login, 'not-his-password');
  await expect(page.getByRole('alert').first()).toContainText('incorretos');
  await expect(robotCheck(page)).not.toBeChecked();

  await tickCaptcha(page);
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page.getByText('Olá, Daniel')).toBeVisible();
});

test('by keyboard alone: the captcha is reached with Tab and ticked with Space', async ({ page }) => {
  await page.goto(`${server!.url}/login?lng=pt`);
  const username = page.getByLabel('Matrícula ou usuário');
  await expect(robotCheck(page)).toBeVisible();
  await tabUntil(page, () => username.evaluate((element) => element === document.activeElement));
  await page.keyboard.type(patrons.igor.login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(patrons.igor.password);
  await tabUntil(page, () => robotCheck(page).evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Space');
  await expect(robotCheck(page)).toBeChecked();
  await verified(page);
  const submit = page.getByRole('button', { name: 'Entrar' });
  await tabUntil(page, () => submit.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Olá, Igor')).toBeVisible();
});

test('forgot password asks the captcha in step 1, and again before sending a new code', async ({ page }) => {
  await page.goto(`${server!.url}/login?lng=pt`);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeFocused();
  await page.getByLabel('Matrícula ou usuário').fill(patrons.ana.login);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(CAPTCHA_MISSING)).toBeVisible();
  await expect(page.getByLabel('Matrícula ou usuário')).toHaveValue(patrons.ana.login);

  await tickCaptcha(page);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/enviamos um código de 6 dígitos para/)).toBeVisible();

  // A wrong code offers a resend; the first answer was spent, so the captcha is asked again.
  await page.getByLabel('Código de verificação').fill('000000');
  const resend = page.getByRole('button', { name: 'Reenviar código' });
  await expect(resend).toBeVisible();
  await expect(robotCheck(page)).not.toBeChecked();
  await resend.click();
  await expect(page.getByText(CAPTCHA_MISSING)).toBeVisible();
  await tickCaptcha(page);
  await resend.click();
  await expect(page.getByText('Enviamos um novo código.')).toBeVisible();
});

/** Presses Tab until `reached` holds (at most 30 times), as a keyboard user moves through the page. */
async function tabUntil(page: Page, reached: () => Promise<boolean>) {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await reached()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}
