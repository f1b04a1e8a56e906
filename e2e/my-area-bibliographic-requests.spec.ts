import { expect, type Page, test } from '@playwright/test';
import getPort from 'get-port';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { logIn, patrons, tabTo } from './support/portal.ts';

/*
 * My area's bibliographic requests and inter-library loan, where each journey sends a request: they
 * run on a server of their own (ADR 049), so the shared server's journeys keep reading Bruno's
 * requests as seeded (one in each status of each kind). One server for the file; its journeys run
 * one after another.
 */
test.describe.configure({ mode: 'serial' });

let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = ownDataDir('requests');
  server = await startOwnServer({ port: await getPort({ host: '127.0.0.1' }), dataDir, env: {} });
});
test.afterAll(async () => {
  await server?.stop();
});

const at = (route: string) => `${server!.url}${route}`;

/** Logs Bruno in on the way to a My-area page; the page's heading takes focus. */
async function openAsBruno(page: Page, route: string, heading: string) {
  await page.goto(at(`/login?lng=pt&redirect=${encodeURIComponent(route)}`));
  await logIn(page, patrons.bruno.login, patrons.bruno.password);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

const mine = (page: Page) => page.getByRole('grid', { name: 'Minhas solicitações' });
const form = (page: Page) => page.getByRole('region', { name: 'Nova solicitação' });

/** Opens a select by keyboard and takes its first option. */
async function chooseFirstByKeyboard(page: Page, select: RegExp) {
  await tabTo(page, form(page).getByRole('button', { name: select }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('Bruno asks for a copy of an article by keyboard alone: pages 30-20 are refused on the field, 20-30 reach his list', async ({
  page,
}) => {
  // Tab by tab on a shared machine.
  test.slow();
  await openAsBruno(page, '/meupergamum/comutacao', 'Comutação bibliográfica');
  for (const words of ['Aguardando atendimento', 'Em andamento', 'Atendida', 'Cancelada'])
    await expect(mine(page).getByText(words, { exact: true })).toHaveCount(1);
  await expect(mine(page).getByText('Resposta da biblioteca: Material enviado por e-mail.')).toBeVisible();

  const document = `Revista Brasileira de Educação ${Date.now()}`;
  await tabTo(page, form(page).getByRole('textbox', { name: /^Título da publicação/ }));
  await page.keyboard.type(document);
  await chooseFirstByKeyboard(page, /Biblioteca/);
  const pages = form(page).getByRole('textbox', { name: /^Páginas/ });
  await tabTo(page, pages, 'Shift+Tab');
  await page.keyboard.type('30-20');
  await page.keyboard.press('Enter');

  await expect(pages).toBeFocused();
  await expect(pages).toHaveAccessibleDescription(/A página inicial não pode ser maior que a final\./);
  await expect(form(page).getByRole('textbox', { name: /^Título da publicação/ })).toHaveValue(document);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('20-30');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Solicitação enviada.' }).first()).toBeVisible();
  const row = mine(page).getByRole('row').filter({ hasText: document });
  await expect(row).toContainText('Aguardando atendimento');
  await expect(row).toContainText('Artigo de periódico');
  await expect(row).toContainText('Páginas 20-30');

  // It was stored: still there after a reload.
  await page.reload();
  await expect(mine(page).getByRole('row').filter({ hasText: document })).toHaveCount(1);
});

test('Bruno’s bibliographic survey from 2020 to 2010 is refused on the first year; 2010 to 2020 is sent', async ({
  page,
}) => {
  await openAsBruno(page, '/meupergamum/comutacao/levantamento', 'Levantamento bibliográfico');
  await expect(mine(page).getByRole('row')).toHaveCount(5);
  const subject = `Educação inclusiva ${Date.now()}`;
  await form(page)
    .getByRole('textbox', { name: /^Assunto/ })
    .fill(subject);
  const first = form(page).getByRole('textbox', { name: 'Publicado a partir de (ano)' });
  await first.fill('2020');
  await form(page).getByRole('textbox', { name: 'Publicado até (ano)' }).fill('2010');
  await form(page)
    .getByRole('button', { name: /Biblioteca/ })
    .click();
  await page.getByRole('option').first().click();
  await form(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription('O ano inicial não pode ser posterior ao ano final.');

  await first.fill('2010');
  await form(page).getByRole('textbox', { name: 'Publicado até (ano)' }).fill('2020');
  await form(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  const row = mine(page).getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Publicações de 2010 a 2020');
  await expect(row).toContainText('Aguardando atendimento');
});

test('Bruno’s catalogue sheet: the required fields are named, then it is sent and listed', async ({
  page,
}) => {
  await openAsBruno(page, '/meupergamum/ficha-catalografica', 'Ficha catalográfica');
  await form(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(form(page).getByRole('button', { name: /Tipo de trabalho/ })).toBeFocused();
  for (const field of [
    'Título do trabalho',
    'Autores',
    'Ano de defesa',
    'Número de folhas',
    'Palavras-chave',
  ])
    await expect(
      form(page).getByRole('textbox', { name: new RegExp(`^${field}`) }),
    ).toHaveAccessibleDescription(new RegExp(`Campo obrigatório não preenchido: ${field}\\.`));

  const title = `Práticas de leitura na escola ${Date.now()}`;
  await form(page)
    .getByRole('button', { name: /Tipo de trabalho/ })
    .click();
  await page.getByRole('option', { name: 'Dissertação' }).click();
  await form(page)
    .getByRole('textbox', { name: /^Título do trabalho/ })
    .fill(title);
  await form(page)
    .getByRole('textbox', { name: /^Autores/ })
    .fill('Bruno Lima');
  await form(page)
    .getByRole('textbox', { name: /^Ano de defesa/ })
    .fill('2026');
  await form(page)
    .getByRole('textbox', { name: /^Número de folhas/ })
    .fill('142');
  await form(page)
    .getByRole('textbox', { name: /^Palavras-chave/ })
    .fill('leitura; escola');
  await form(page)
    .getByRole('button', { name: /Biblioteca/ })
    .click();
  await page.getByRole('option').first().click();
  await form(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  const row = mine(page).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Dissertação, 2026, 142 folhas');
  await expect(row).toContainText('Aguardando atendimento');
});

test('Bruno asks for specialised research; only attended requests are shown when he filters by status', async ({
  page,
}) => {
  await openAsBruno(page, '/meupergamum/comutacao/pesquisa-especializada', 'Pesquisa especializada');
  const topic = `Acessibilidade em bibliotecas ${Date.now()}`;
  await form(page).getByRole('textbox', { name: /^Tema/ }).fill(topic);
  await form(page)
    .getByRole('button', { name: /Biblioteca/ })
    .click();
  await page.getByRole('option').first().click();
  await form(page)
    .getByRole('textbox', { name: /^Objetivo da pesquisa/ })
    .fill('Dissertação de mestrado');
  await form(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(mine(page).getByRole('row').filter({ hasText: topic })).toContainText(
    'Aguardando atendimento',
  );

  await page.getByRole('button', { name: /Situação/ }).click();
  await page.getByRole('option', { name: 'Atendida' }).click();
  await expect(page).toHaveURL(/situacao=atendida/);
  await expect(mine(page).getByRole('row')).toHaveCount(2);
  await expect(mine(page)).toContainText('Atendida');
  await expect(mine(page).getByRole('row').filter({ hasText: topic })).toHaveCount(0);
});

test('Bruno borrows from another institution: his contacts fill the form, the phone is cleaned, the request is open', async ({
  page,
}) => {
  await openAsBruno(
    page,
    '/meupergamum/comutacao/emprestimo-entre-bibliotecas',
    'Empréstimo entre bibliotecas',
  );
  await expect(form(page).getByText('Pedidos de empréstimo entre bibliotecas em aberto: 2.')).toBeVisible();
  const email = form(page).getByRole('textbox', { name: /^E-mail/ });
  await expect(email).not.toHaveValue('');
  const phone = form(page).getByRole('textbox', { name: /^Telefone/ });
  await phone.fill('');
  await phone.pressSequentially('+55 (61) 99999-0000 ramal');
  await expect(phone).toHaveValue('55 (61) 99999-00');

  const title = `Obra rara de referência ${Date.now()}`;
  await form(page)
    .getByRole('textbox', { name: /^Título/ })
    .fill(title);
  await form(page)
    .getByRole('textbox', { name: /^Instituição que tem o título/ })
    .fill('Universidade Vizinha');
  await form(page)
    .getByRole('button', { name: /Biblioteca onde vai retirar/ })
    .click();
  await page.getByRole('option').first().click();
  await email.fill('bruno; bruno@example.org');
  await form(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Preencha um e-mail válido!/);

  await email.fill('bruno.lima@uniacervo.example; bruno@example.org');
  await form(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  const row = mine(page).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('De: Universidade Vizinha');
  await expect(row).toContainText('Aguardando atendimento');
  await page.reload();
  await expect(form(page).getByText('Pedidos de empréstimo entre bibliotecas em aberto: 3.')).toBeVisible();
});
