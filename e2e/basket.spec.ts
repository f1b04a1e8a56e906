import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { tabTo } from './support/portal.ts';

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
