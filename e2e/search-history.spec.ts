import { expect, test } from '@playwright/test';
import { tabTo } from './support/portal.ts';

test('a visitor searches twice, runs one again from the history, removes one and clears the rest, by keyboard', async ({
  page,
}) => {
  // Two searches and a page of results crossed by Tab alone.
  test.slow();
  await page.goto('/?lng=pt');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Two searches from the form; paging the first one does not add a line.
  const field = page.getByRole('combobox', { name: 'Termo de pesquisa' });
  await tabTo(page, field);
  await page.keyboard.type('machado');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '13 resultados para “machado”' })).toBeFocused();
  await tabTo(page, field, 'Shift+Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('brasil');
  await page.keyboard.press('Enter');
  const brasil = page.getByRole('heading', { level: 2, name: '136 resultados para “brasil”' });
  await expect(brasil).toBeFocused();
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Páginas de resultados' }).getByRole('link', { name: 'Página 2' }),
    'Tab',
    200,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/paginaAtiva=2/);
  await expect(page.getByText('21–40 de 136')).toBeVisible();

  // The results link to the history: newest first, each with what it found.
  await tabTo(page, page.getByRole('link', { name: 'Histórico de pesquisa' }), 'Shift+Tab', 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/historico-pesquisa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de pesquisa' })).toBeFocused();
  const list = page.getByRole('list', { name: '2 pesquisas' });
  await expect(list.getByRole('link')).toHaveText(['brasil', 'machado']);
  await expect(list.getByText(/^136 títulos · às \d\d:\d\d$/)).toBeVisible();
  await expect(list.getByText(/^13 títulos · às \d\d:\d\d$/)).toBeVisible();

  // Run "machado" again: its results, from the first page; it moves to the top of the history.
  await tabTo(page, list.getByRole('link', { name: 'machado' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?termo=machado$/);
  await expect(page.getByRole('heading', { level: 2, name: '13 resultados para “machado”' })).toBeVisible();
  await page.goBack();
  await expect(list.getByRole('link')).toHaveText(['machado', 'brasil']);

  // It outlives a reload (session storage); another tab is another session, with no history.
  await page.reload();
  await expect(list.getByRole('link')).toHaveText(['machado', 'brasil']);
  const other = await page.context().newPage();
  await other.goto('/historico-pesquisa?lng=pt');
  await expect(other.getByRole('heading', { level: 2, name: 'Nenhuma pesquisa nesta sessão' })).toBeVisible();
  await other.close();

  // One removed by keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Remover do histórico: brasil' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '1 pesquisa' })).toBeFocused();
  await expect(page.getByRole('list', { name: '1 pesquisa' }).getByRole('link')).toHaveText(['machado']);

  // Clear after a confirmation: the empty state offers the search.
  await tabTo(page, page.getByRole('button', { name: 'Limpar o histórico' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Limpar o histórico?' });
  await expect(dialog.getByText('1 pesquisa sai do histórico. Isso não pode ser desfeito.')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Limpar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Nenhuma pesquisa nesta sessão' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de pesquisa' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Nenhuma pesquisa nesta sessão' })).toBeVisible();
});
