import { expect, test } from '@playwright/test';

test('an advanced search with two lines, a language and a year range (Enter sends it; a reversed range is refused), then back to the simple form with the first line', async ({
  page,
}) => {
  await page.goto('/?lng=pt');
  const simple = page.getByRole('combobox', { name: 'Termo de pesquisa' });
  await simple.fill('machado');
  await page.getByRole('button', { name: 'Pesquisa avançada' }).click();
  await expect(page).toHaveURL(/avancada=1/);

  // What was typed in the simple form is the first line.
  const first = page.getByRole('group', { name: 'Linha 1' });
  const second = page.getByRole('group', { name: 'Linha 2' });
  await expect(first.getByRole('textbox', { name: 'Termo' })).toHaveValue('machado');
  // The button that opened the form is gone: focus is on the first line's term, not lost.
  await expect(first.getByRole('textbox', { name: 'Termo' })).toBeFocused();
  await first.getByRole('combobox', { name: 'Pesquisar em' }).selectOption('autor');
  await second.getByRole('combobox', { name: 'Operador' }).selectOption('NAO');
  await second.getByRole('combobox', { name: 'Pesquisar em' }).selectOption('titulo');
  await second.getByRole('textbox', { name: 'Termo' }).fill('memorias');

  // A reversed range is refused beside the start year, which takes focus.
  const from = page.getByRole('textbox', { name: 'Ano inicial' });
  await from.fill('1900');
  await page.getByRole('textbox', { name: 'Ano final' }).fill('1880');
  await page.getByRole('textbox', { name: 'Ano final' }).press('Enter');
  await expect(from).toBeFocused();
  await expect(page.getByText('O ano inicial não pode ser posterior ao ano final.')).toBeVisible();

  await from.fill('1870');
  await page.getByRole('textbox', { name: 'Ano final' }).fill('1899');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'Português' });
  await page.getByRole('textbox', { name: 'Ano final' }).press('Enter');

  const heading = page.getByRole('heading', {
    level: 2,
    name: /resultados? para “autor: machado NÃO título: memorias”/,
  });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/termo1=machado&campo1=autor&termo2=memorias&campo2=titulo&operador2=NAO/);
  await expect(page).toHaveURL(/anoIni=1870&anoFim=1899/);
  await expect(page).toHaveURL(/filtro=I%3A/);
  // Each title's year as the result item shows it.
  const years = (await page.getByRole('article').locator('[data-part="Year"]').allInnerTexts()).map(Number);
  expect(years.length).toBeGreaterThan(0);
  for (const year of years) expect(year >= 1870 && year <= 1899, String(year)).toBe(true);
  await expect(page.getByRole('article').filter({ hasText: /Memórias/ })).toHaveCount(0);

  // Reloaded, the address gives back the same form and results.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Linha 2' }).getByRole('combobox', { name: 'Operador' }),
  ).toHaveValue('NAO');
  await expect(page.getByRole('textbox', { name: 'Ano inicial' })).toHaveValue('1870');

  // Back to the simple form: the first line's text goes along; the results stay.
  await page.getByRole('button', { name: 'Pesquisa simples' }).click();
  await expect(page.getByRole('combobox', { name: 'Termo de pesquisa' })).toHaveValue('machado');
  await expect(
    page.getByRole('heading', { level: 2, name: /para “autor: machado NÃO título: memorias”/ }),
  ).toBeVisible();
});
