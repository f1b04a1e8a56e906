import { expect, type Page, test } from '@playwright/test';
import getPort from 'get-port';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { patrons, tabTo } from './support/portal.ts';

/*
 * A hold and a loan request from the title page by keyboard alone (Tab, Shift+Tab, Enter, Space,
 * the arrow keys; text typed into the field the keyboard reached). Both store data, so they run on
 * a server of their own (ADR 049), as José's student login: a hold on title 4 (Iaiá Garcia, whose
 * one copy at the Biblioteca Central is on loan) and a loan request for title 6 (Papéis avulsos).
 */
test.describe.configure({ mode: 'serial' });

let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = ownDataDir('title-keyboard');
  server = await startOwnServer({ port: await getPort({ host: '127.0.0.1' }), dataDir, env: {} });
});
test.afterAll(async () => {
  await server?.stop();
});

const at = (route: string) => `${server!.url}${route}`;
const patron = patrons.joseStudent;

/** Logs in from a title tab's login link, by keyboard, in the dialog that opens over the page. */
async function logInByKeyboard(page: Page, link: string) {
  const login = page.getByRole('tabpanel').getByRole('link', { name: link });
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await tabTo(page, dialog.getByLabel('Matrícula ou usuário'));
  await page.keyboard.type(patron.login);
  await tabTo(page, dialog.getByLabel('Senha', { exact: true }));
  await page.keyboard.type(patron.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** The portal's OAuth client (the contract's `oauthClientId`). */
const portalClientId = '4';

/** The patron's holds as the API answers them (`GET /api/reserva`), with a token of their own. */
async function holdsOf(page: Page) {
  const token = await page.request.post(at('/oauth/token'), {
    data: {
      client_id: portalClientId,
      scope: '',
      grant_type: 'password',
      username: patron.login,
      password: patron.password,
    },
  });
  expect(token.ok()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const answer = await page.request.get(at('/api/reserva'), {
    headers: { authorization: `Bearer ${accessToken}`, lang: '1' },
  });
  expect(answer.ok()).toBe(true);
  return (
    (await answer.json()) as {
      reservas: {
        codAcervo: number;
        biblioteca: { descricao: string };
        posicao: number | null;
        previsao: string | null;
      }[];
    }
  ).reservas;
}

/** An ISO date (2026-11-28) as the Portuguese page writes it (28/11/2026). */
const brazilian = (iso: string) => iso.split('-').reverse().join('/');

test('by keyboard alone: José logs in from the hold tab, sees his place and the estimated date, and confirms; the hold is in /api/reserva', async ({
  page,
}) => {
  test.slow();
  await page.goto(at('/acervo/4/reserva?lng=pt'));
  await logInByKeyboard(page, 'Entrar para reservar');
  await expect(page).toHaveURL(/\/acervo\/4\/reserva\?lng=pt$/);

  const panel = page.getByRole('tabpanel', { name: 'Reserva' });
  // The only library that takes holds comes chosen.
  await expect(panel.getByRole('radio', { name: /Biblioteca Central/ })).toBeChecked();
  await tabTo(page, panel.getByRole('button', { name: 'Ver a minha posição na fila' }));
  await page.keyboard.press('Enter');

  const queue = panel.getByText('Você será o 1º da fila.');
  await expect(queue).toBeVisible();
  const estimate = panel.getByText(/^Previsão de disponibilidade: \d{2}\/\d{2}\/\d{4}\.$/);
  await expect(estimate).toBeVisible();
  const shown = (await estimate.textContent())!;
  // The focus went to the outcome: the confirmation is the next stop.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Confirmar a reserva' })).toBeFocused();
  await page.keyboard.press('Enter');

  const placed = panel.getByRole('status').filter({ hasText: 'Reserva feita' });
  await expect(placed).toContainText('Você é o 1º da fila.');
  await expect(placed).toContainText(shown);

  // The API has the hold, first in the queue, with the date the page showed.
  const hold = (await holdsOf(page)).find((entry) => entry.codAcervo === 4);
  expect(hold).toMatchObject({ biblioteca: { descricao: 'Biblioteca Central' }, posicao: 1 });
  expect(`Previsão de disponibilidade: ${brazilian(hold!.previsao!)}.`).toBe(shown);
});

test('by keyboard alone: a loan request with a bad phone is refused beside it, focus there and what was typed kept, then goes', async ({
  page,
}) => {
  test.slow();
  await page.goto(at('/acervo/6/solicitacao-emprestimo?lng=pt'));
  await logInByKeyboard(page, 'Entrar para solicitar');
  const panel = page.getByRole('tabpanel', { name: 'Solicitar empréstimo' });

  // The lending library: opened with Enter, the second option reached with the arrow keys.
  await tabTo(page, panel.getByRole('button', { name: /Biblioteca que empresta/ }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: /^Biblioteca de Letras e Artes/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const origin = panel.getByRole('button', { name: /Biblioteca que empresta/ });
  await expect(origin).toHaveAccessibleName(/Biblioteca de Letras e Artes/);
  // The chosen list fades out before it leaves the page: the next select opens after that.
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await tabTo(page, panel.getByRole('button', { name: /Unidade de recebimento/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox', { name: /Unidade de recebimento/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const receiving = panel.getByRole('button', { name: /Unidade de recebimento/ });
  const chosenUnit = (await receiving.textContent())!;

  // A phone without a digit: the brackets and hyphen stay, the letters never reach the field.
  const phone = panel.getByLabel(/^Telefone/);
  await tabTo(page, phone);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('ramal (--)');
  await expect(phone).toHaveValue(' (--)');
  const email = panel.getByLabel(/^E-mail/);
  await tabTo(page, email);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Jose@Example.org; outro@example.org');
  const authorised = panel.getByLabel('Pessoa autorizada a retirar');
  await tabTo(page, authorised);
  await page.keyboard.type('Maria Souza');
  await tabTo(page, panel.getByRole('button', { name: 'Solicitar o empréstimo' }));
  await page.keyboard.press('Enter');

  await expect(panel.getByText('Informe um telefone com números.')).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue(' (--)');
  await expect(email).toHaveValue('Jose@Example.org; outro@example.org');
  await expect(authorised).toHaveValue('Maria Souza');
  await expect(origin).toHaveAccessibleName(/Biblioteca de Letras e Artes/);
  await expect(receiving).toHaveText(chosenUnit);

  // Fixed where the focus already is, and sent with Enter from the field.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('(61) 3333-4444');
  await expect(phone).toHaveValue('(61) 3333-4444');
  await page.keyboard.press('Enter');
  const sent = panel.getByRole('status').filter({ hasText: 'Solicitação enviada' });
  await expect(sent).toContainText('Solicitação de empréstimo enviada.');
  await expect(sent).toContainText('Situação: Aguardando.');
});
