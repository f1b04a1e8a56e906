import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { patrons, tabTo } from './support/portal.ts';

/** The message the server wrote to its outbox for `address` (sent after `after`), as raw text. */
async function mailTo(address: string, after: number): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        for (const name of files) {
          const text = await readFile(path.join(outbox, name), 'utf8');
          const sent = Date.parse(/^Date: (.+)$/m.exec(text)?.[1] ?? '');
          if (text.includes(address) && !(sent < after - 2000)) found = text;
        }
        return found !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

test('a visitor collects two titles from the results, sees them on /cesta, removes one, mails, downloads and empties the basket', async ({
  page,
}) => {
  await page.goto('/?termo=machado&lng=pt');
  await expect(page.getByRole('heading', { level: 2, name: '13 resultados para “machado”' })).toBeVisible();
  const results = page.getByRole('article');
  const firstTitle = (await results.nth(0).getByRole('heading').innerText()).trim();
  const secondTitle = (await results.nth(1).getByRole('heading').innerText()).trim();
  await results
    .nth(0)
    .getByRole('button', { name: `Adicionar à cesta: ${firstTitle}` })
    .click();
  await results
    .nth(1)
    .getByRole('button', { name: `Adicionar à cesta: ${secondTitle}` })
    .click();

  // From the first title's page, its "go to the basket" link.
  await results.nth(0).getByRole('link', { name: firstTitle }).click();
  await page.getByRole('link', { name: 'Ver a cesta' }).click();
  await expect(page).toHaveURL(/\/cesta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta' })).toBeFocused();
  await expect(page.getByText('2 títulos na cesta')).toBeVisible();
  const list = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('link', { name: firstTitle })).toHaveAttribute('href', /^\/acervo\/\d+$/);
  // Each title with its ABNT reference, the author's surname in capitals.
  await expect(list.getByText('Referência (ABNT)').first()).toBeVisible();
  await expect(list.getByText(/ASSIS, Machado de/).first()).toBeVisible();

  // Remove the second by keyboard alone: focus lands on the list's heading.
  await tabTo(page, page.getByRole('button', { name: `Remover da cesta: ${secondTitle}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Títulos' })).toBeFocused();
  await expect(page.getByText('1 título na cesta')).toBeVisible();
  await expect(list.getByRole('link', { name: secondTitle })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('1 título na cesta')).toBeVisible();

  // A wrong address is refused beside the field; a right one gets the RIS export in its mail.
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill('leitor@');
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(email).toBeFocused();
  await expect(page.getByText('Preencha um e-mail válido!')).toBeVisible();
  await page.getByText('RIS (gerenciadores de referências)', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'RIS (gerenciadores de referências)' })).toBeChecked();
  const address = `cesta.${Date.now()}@exemplo.org`;
  const sentAt = Date.now();
  await email.fill(address);
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: /enviad/i })
      .first(),
  ).toBeVisible();
  const mail = await mailTo(address, sentAt);
  expect(mail).toMatch(/filename="?cesta\.ris"?/);

  // Download: the browser saves the server's file under its name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar arquivo' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cesta.ris');
  const saved = await readFile((await download.path()) ?? '', 'utf8');
  expect(saved).toMatch(/^TY {2}- /m);

  // Emptied after a confirmation: the empty state offers the search.
  await page.getByRole('button', { name: 'Esvaziar a cesta' }).click();
  await page
    .getByRole('alertdialog', { name: 'Esvaziar a cesta?' })
    .getByRole('button', { name: 'Esvaziar' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sua cesta está vazia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pesquisar no acervo' })).toHaveAttribute('href', '/');
  expect(await page.evaluate(() => localStorage.getItem('acervo.cesta'))).toBe('[]');
});

test('the header counts the basket in every tab: a title added in one tab and removed in another', async ({
  page,
  context,
}) => {
  await page.goto('/?termo=machado&lng=pt');
  const menu = page.getByRole('navigation', { name: 'Menu do usuário' });
  await expect(menu.getByRole('link', { name: 'Cesta (vazia)' })).toHaveAttribute('href', '/cesta');
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('button', { name: `Adicionar à cesta: ${title}` }).click();
  await expect(menu.getByRole('link', { name: 'Cesta (1 título)' })).toBeVisible();

  // A second tab finds the same basket, and takes the title out of it.
  const other = await context.newPage();
  await other.goto('/cesta?lng=pt');
  const otherMenu = other.getByRole('navigation', { name: 'Menu do usuário' });
  await expect(otherMenu.getByRole('link', { name: 'Cesta (1 título)' })).toBeVisible();
  await other.getByRole('button', { name: `Remover da cesta: ${title}` }).click();
  await expect(otherMenu.getByRole('link', { name: 'Cesta (vazia)' })).toBeVisible();

  // The first tab's header follows without a reload, and so does the toggle.
  await expect(menu.getByRole('link', { name: 'Cesta (vazia)' })).toBeVisible();
  await expect(first.getByRole('button', { name: `Adicionar à cesta: ${title}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await other.close();

  // By keyboard: the header's link opens the basket.
  await first.getByRole('button', { name: `Adicionar à cesta: ${title}` }).click();
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, menu.getByRole('link', { name: 'Cesta (1 título)' }), 'Shift+Tab', 100);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta' })).toBeFocused();
});

// Carla: no other journey reads her permanent basket, so this one may fill it.
test('a visitor logs in from /cesta and sends the basket to the permanent basket by keyboard', async ({
  page,
}) => {
  test.slow();
  await page.addInitScript(() => {
    if (!localStorage.getItem('acervo.cesta'))
      localStorage.setItem('acervo.cesta', JSON.stringify([{ cod_acervo: 1 }, { cod_acervo: 2 }]));
  });
  await page.goto('/cesta?lng=pt');
  const section = page.getByRole('region', { name: 'Cesta permanente' });
  await expect(section.getByRole('button')).toHaveCount(0);
  await section.getByRole('link', { name: 'Entre para enviar estes títulos a ela' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('Matrícula ou usuário').fill(patrons.carla.login);
  await dialog.getByLabel('Senha', { exact: true }).fill(patrons.carla.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cesta\?lng=pt$/);

  const send = section.getByRole('button', { name: 'Enviar os 2 títulos para a cesta permanente' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: '2 títulos enviados para a cesta permanente.' }),
  ).toBeVisible();
  const open = section.getByRole('link', { name: 'Ver a cesta permanente' });
  await expect(open).toBeFocused();
  // The session basket stays as it was.
  await expect(page.getByText('2 títulos na cesta')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta permanente' })).toBeFocused();
  const rows = page.getByRole('grid', { name: 'Cesta permanente' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Ressurreição' })).toContainText('No acervo');
  await expect(rows.filter({ hasText: 'A mão e a luva' })).toContainText('No acervo');
  // My area's export panel is the basket page's: the six formats, ISO 2709 among them.
  await expect(page.getByRole('radio', { name: 'MARC (ISO 2709)' })).toBeVisible();
});
