import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, type OwnServer, startOwnServer } from './support/own-server.ts';
import { logIn, patrons } from './support/portal.ts';

/*
 * Following, changing and deleting terms changes Daniel's interest profile, so this journey runs
 * on a server of its own (ADR 049): the shared server's runs keep reading his profile as seeded
 * (one author, the catalogue's most frequent, valid for a year).
 */
let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acervo-e2e-interest-'));
  server = await startOwnServer({ port: await freePort(), dataDir, env: {} });
});
test.afterAll(async () => {
  await server?.stop();
});

/** "Válido até dd/mm/yyyy" of a term, as the year it names. */
const yearOf = (text: string) => Number(/Válido até \d{2}\/\d{2}\/(\d{4})/.exec(text)?.[1]);

test('Daniel follows a subject found in the catalogue, moves its validity a year on, and stops following it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${server!.url}/login?lng=pt&redirect=%2Fmeupergamum%2Fperfil-interesse`);
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfis de interesse' })).toBeFocused();

  // As seeded: one author in force, and the titles it matches, each saying why.
  const terms = page.getByRole('list', { name: 'Áreas, autores e assuntos' });
  await expect(terms.getByRole('listitem')).toHaveCount(1);
  await expect(terms.getByText('Em vigor')).toHaveCount(1);
  const titles = page.getByRole('list', { name: 'Títulos que combinam com seu perfil' });
  await expect(titles.getByRole('link').first()).toBeVisible();
  await expect(titles.getByText(/^Autor: /).first()).toBeVisible();

  // Two letters are refused beside the field, before anything is sent.
  const form = page.getByRole('form', { name: 'Acompanhar um termo' });
  const term = form.getByRole('textbox', { name: /^Termo/ });
  await form.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Assunto' });
  await term.fill('di');
  await form.getByRole('button', { name: 'Acompanhar', exact: true }).click();
  await expect(term).toBeFocused();
  await expect(term).toHaveAccessibleDescription(/Informe ao menos 3 caracteres\./);

  // The catalogue gives the subject as it is registered; choosing it fills the field.
  await term.fill('direito');
  await form.getByRole('button', { name: 'Procurar no catálogo' }).click();
  const suggestion = form.getByRole('status').getByRole('button').first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  const subject = await term.inputValue();
  expect(subject.toLowerCase()).toContain('direito');
  await form.getByRole('button', { name: 'Acompanhar', exact: true }).click();

  const followed = terms.getByRole('listitem').filter({ hasText: subject });
  await expect(terms.getByRole('listitem')).toHaveCount(2);
  await expect(term).toHaveValue('');
  await expect(followed.getByText('Assunto', { exact: true })).toBeVisible();
  await expect(followed.getByText('Em vigor')).toBeVisible();
  await expect(titles.getByText(`Assunto: ${subject}`).first()).toBeVisible();
  const year = yearOf(await followed.innerText());

  // A past date is refused in the dialog; a year later is saved.
  await followed.getByRole('button', { name: `Alterar validade de “${subject}”` }).click();
  const dialog = page.getByRole('dialog', { name: `Nova validade de “${subject}”` });
  const yearField = dialog.getByRole('spinbutton', { name: /ano/i });
  await yearField.click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('A validade não pode estar no passado.')).toBeVisible();
  await yearField.click();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(followed.getByText(`Válido até`)).toContainText(String(year + 1));

  // Deleting asks first; kept after a reload.
  await followed.getByRole('button', { name: `Excluir “${subject}”` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deixar de acompanhar “${subject}”?` });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(terms.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(terms.getByRole('listitem')).toHaveCount(1);
  await expect(terms.getByText(subject, { exact: true })).toHaveCount(0);
});
