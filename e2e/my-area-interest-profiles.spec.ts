import { expect, test } from '@playwright/test';
import getPort from 'get-port';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { logIn, patrons } from './support/portal.ts';

/*
 * Following, changing and deleting terms changes Daniel's interest profile, so this journey runs
 * on a server of its own (ADR 049): the shared server's runs keep reading his profile as seeded
 * (one author, the catalogue's most frequent, valid for a year; no periodicals or work types).
 */
let server: OwnServer | null = null;

// Both journeys share the one server: run in order in one worker rather than start a second.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = ownDataDir('interest');
  server = await startOwnServer({ port: await getPort({ host: '127.0.0.1' }), dataDir, env: {} });
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

/** The demo's periodical with holdings (demo-kardex.ts). */
const periodical = 'Listy sociální práce';

test('Daniel follows a periodical (refused without a journal type) and a work type, and finds both listed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${server!.url}/login?lng=pt&redirect=%2Fmeupergamum%2Fperfil-interesse`);
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfis de interesse' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Nenhum periódico acompanhado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nenhum tipo de obra acompanhado' })).toBeVisible();

  // The periodical is found by a word of its title and chosen; with no journal type it is refused
  // beside the journal types, which take focus, and the choice stays.
  const form = page.getByRole('form', { name: 'Acompanhar um periódico' });
  await form.getByRole('textbox', { name: /^Título do periódico/ }).fill('listy');
  await form.getByRole('button', { name: 'Procurar periódicos' }).click();
  // The kit's boxes are ticked through their labels, as a patron does.
  const found = form.getByRole('group', { name: /^Periódicos encontrados/ });
  await found.getByText(new RegExp(`^${periodical}`)).click();
  const choice = found.getByRole('checkbox', { name: new RegExp(`^${periodical}`) });
  await expect(choice).toBeChecked();
  await form.getByRole('button', { name: 'Acompanhar', exact: true }).click();
  const kinds = form.getByRole('group', { name: /^Avisar sobre/ });
  await expect(
    kinds.getByText('Selecione ao menos um tipo de periódico (fascículo, artigo ou sumário) para salvar.'),
  ).toBeVisible();
  await expect(kinds.getByRole('checkbox', { name: 'Fascículo' })).toBeFocused();
  await expect(choice).toBeChecked();

  await kinds.getByText('Fascículo', { exact: true }).click();
  await kinds.getByText('Sumário', { exact: true }).click();
  await form.getByRole('button', { name: 'Acompanhar', exact: true }).click();
  const journals = page.getByRole('list', { name: 'Periódicos' });
  const followed = journals.getByRole('listitem').filter({ hasText: periodical });
  await expect(followed).toHaveCount(1);
  await expect(followed.getByText('Avisar sobre: Fascículo e Sumário')).toBeVisible();
  await expect(followed.getByText('Todas as bibliotecas')).toBeVisible();
  await expect(followed.getByText('Em vigor')).toBeVisible();

  // A work type in one language.
  const typeForm = page.getByRole('form', { name: 'Acompanhar um tipo de obra' });
  await typeForm.getByRole('combobox', { name: /^Tipo de obra/ }).selectOption({ label: 'Tese' });
  await typeForm
    .getByRole('group', { name: /^Idiomas/ })
    .getByText('Português', { exact: true })
    .click();
  await typeForm.getByRole('button', { name: 'Acompanhar', exact: true }).click();
  const types = page.getByRole('list', { name: 'Tipos de obra' });
  const thesis = types.getByRole('listitem').filter({ hasText: 'Tese' });
  await expect(thesis).toHaveCount(1);
  await expect(thesis.getByText('Português', { exact: true })).toBeVisible();

  // Both kept after a reload.
  await page.reload();
  await expect(journals.getByRole('listitem').filter({ hasText: periodical })).toHaveCount(1);
  await expect(types.getByRole('listitem').filter({ hasText: 'Tese' })).toHaveCount(1);
});
