import { expect, type Page, test } from '@playwright/test';
import { tabTo } from './support/portal.ts';

const searchCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/consulta') calls.push(request.url());
  });
  return calls;
};

test('a visitor searches the catalogue by keyboard alone and lands on the results heading', async ({
  page,
}) => {
  await page.goto('/?lng=pt');
  // The field becomes a combobox once its suggestions' code has loaded (search-form.tsx).
  const field = page.getByRole('combobox', { name: 'Termo de pesquisa' });
  await expect(field).toBeVisible();
  await tabTo(page, field);
  await page.keyboard.type('machado');
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { level: 2, name: '13 resultados para “machado”' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/\?termo=machado$/);
  await expect(page).toHaveTitle('Pesquisa: machado — Universidade Acervo');
  await expect(page.getByText('1–13 de 13')).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('link', { name: 'Ressurreição' })).toHaveAttribute('href', '/acervo/1');

  // The basket toggle, by keyboard: it stays pressed and the title is in the session basket.
  await tabTo(page, page.getByRole('button', { name: 'Adicionar à cesta: Ressurreição' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Adicionar à cesta: Ressurreição' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('acervo.cesta'))) ?? '[]')).toEqual([
    { cod_acervo: 1 },
  ]);
});

test('the field suggests completions from the catalogue; arrows and Enter run one, Enter alone runs the text', async ({
  page,
}) => {
  await page.goto('/?lng=pt');
  const field = page.getByRole('combobox', { name: 'Termo de pesquisa' });
  await field.click();
  await page.keyboard.type('machad');
  const suggestions = page.getByRole('listbox');
  // The demo catalogue's dictionary: "machado" is the completion that finds the 13 titles.
  const machado = suggestions.getByRole('option', { name: /^machado 13 títulos$/ });
  await expect(machado).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  // react-aria announces how many suggestions there are in its live region.
  await expect(page.locator('[aria-live]').filter({ hasText: /opç(ão|ões) disponíve/ })).toHaveCount(1);

  await page.keyboard.press('ArrowDown');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-activedescendant', (await machado.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?termo=machado$/);
  await expect(page.getByRole('heading', { level: 2, name: '13 resultados para “machado”' })).toBeFocused();

  // Enter without choosing searches what was typed, suggestions open or not.
  await field.fill('');
  await field.pressSequentially('brasi');
  await expect(suggestions).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?termo=brasi$/);
});

test('an empty search gets the required-field message and sends nothing', async ({ page }) => {
  const calls = searchCalls(page);
  await page.goto('/?lng=pt');
  await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
  await expect(page.getByText('O campo acima é obrigatório.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Termo de pesquisa' })).toBeFocused();

  await page.getByRole('combobox', { name: 'Termo de pesquisa' }).fill('de a');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Digite ao menos uma palavra com 3 ou mais letras/)).toBeVisible();
  await expect(page).toHaveURL(/\/\?lng=pt$/);
  expect(calls).toEqual([]);
});

test('a facet narrows the results, its chip removes it, and Back undoes each change', async ({ page }) => {
  await page.goto('/?termo=machado&lng=pt');
  await expect(page.getByRole('heading', { level: 2, name: '13 resultados para “machado”' })).toBeVisible();

  await page.getByRole('group', { name: 'Assunto' }).getByText('Ficção brasileira', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Ficção brasileira, 10' })).toBeChecked();
  await expect(page).toHaveURL(/filtro=S%3Aficcao\+brasileira/);
  await expect(page.getByRole('heading', { level: 2, name: '10 resultados para “machado”' })).toBeVisible();
  const chips = page.getByRole('grid', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('row', { name: 'Ficção brasileira' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();

  await chips.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '13 resultados para “machado”' })).toBeVisible();
  await expect(chips).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: '10 resultados para “machado”' })).toBeVisible();
});

test('sort, page and display change the address, and Back restores the page', async ({ page }) => {
  await page.goto('/?termo=machado&lng=pt');
  await expect(page.getByRole('heading', { level: 2, name: '13 resultados para “machado”' })).toBeVisible();

  await page.getByRole('button', { name: /Ordenar por/ }).click();
  await page.getByRole('option', { name: 'Ano de publicação' }).click();
  await expect(page).toHaveURL(/ordenacao=Y/);
  await expect(page.getByRole('article').first()).toContainText('1872');
  await page.getByRole('button', { name: 'Ordem decrescente' }).click();
  await expect(page).toHaveURL(/ordenacao=Y&ordem=D/);
  await expect(page.getByRole('article').first()).toContainText('2021');

  await page.getByRole('button', { name: 'Capas' }).click();
  await expect(page).toHaveURL(/exibicao=C/);
  await expect(page.getByRole('article').first()).toHaveAttribute('data-layout', 'card');

  await page.goto('/?termo=brasil&lng=pt');
  await expect(page.getByText('1–20 de 136')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Páginas de resultados' });
  await pages.getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/paginaAtiva=2/);
  await expect(page.getByText('21–40 de 136')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '136 resultados para “brasil”' })).toBeFocused();
  await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page.getByText('1–20 de 136')).toBeVisible();
});

test('a junk address still shows a sensible page', async ({ page }) => {
  await page.goto(`/?termo=machado&campo=zz&ordenacao=zz&filtro=Q:1&paginaAtiva=9999&lng=pt`);
  await expect(page.getByRole('heading', { level: 2, name: '13 resultados para “machado”' })).toBeVisible();
  await expect(page.getByText('A página 9999 não existe: esta pesquisa tem 1 página.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para a primeira página' }).click();
  await expect(page.getByText('1–13 de 13')).toBeVisible();
});

test('a title with a subtitle is named once in the results, as its page names it', async ({ page }) => {
  await page.goto('/?termo=dona+flor');
  const link = page.getByRole('article').getByRole('link', { name: /^Dona Flor e seus dois maridos/ });
  await expect(link).toHaveText('Dona Flor e seus dois maridos: história moral e de amor');
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dona Flor e seus dois maridos');
});
