import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

/** The title page against the real server and its demo catalogue (title 1: Ressurreição). */

test('a title shows its record, with authors and subjects leading on', async ({ page }) => {
  await page.goto('/acervo/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Ressurreição' })).toBeVisible();
  await expect(page).toHaveTitle(/^Ressurreição — /);
  const record = page.getByRole('region', { name: 'Dados do título' });
  await expect(record.getByRole('link', { name: 'Assis, Machado de, 1839-1908' })).toHaveAttribute(
    'href',
    '/autoridade/1',
  );
  await expect(record.getByRole('link', { name: 'Ficção brasileira' })).toHaveAttribute(
    'href',
    '/autoridade/93',
  );
  await expect(record.getByText('B869.3 ASS r')).toBeVisible();
});

test('a title opened from the search walks every tab, each at its address with its own content', async ({
  page,
}) => {
  await page.goto('/?termo=machado&lng=pt');
  await page.getByRole('article').first().getByRole('link', { name: 'Ressurreição' }).click();
  await expect(page).toHaveURL(/\/acervo\/1$/);
  // Each tab's address and what it shows once its own data has come.
  const tabs: [string, string, (panel: ReturnType<typeof page.getByRole>) => Promise<void>][] = [
    ['Referência', 'referencia', (p) => expect(p.getByRole('region', { name: 'ABNT' })).toBeVisible()],
    ['MARC', 'marc', (p) => expect(p.getByRole('grid', { name: 'Registro MARC' })).toBeVisible()],
    [
      'Exemplares',
      'exemplares',
      (p) => expect(p.getByRole('grid', { name: 'Exemplares do título' })).toBeVisible(),
    ],
    ['Dublin Core', 'dublin-core', (p) => expect(p.getByText('dc:title')).toBeVisible()],
    [
      'Reserva',
      'reserva',
      (p) => expect(p.getByRole('link', { name: 'Entrar para reservar' })).toBeVisible(),
    ],
    [
      'Solicitar empréstimo',
      'solicitacao-emprestimo',
      (p) => expect(p.getByRole('link', { name: 'Entrar para solicitar' })).toBeVisible(),
    ],
    [
      'Coleção (Kardex)',
      'colecao-kardex',
      (p) => expect(p).toContainText('Este título não tem coleção de periódico registrada'),
    ],
    [
      'Sumários',
      'sumarios',
      (p) => expect(p).toContainText('Este título não tem sumários de fascículos registrados.'),
    ],
    [
      'Sumários de livros',
      'sumarios-livros',
      (p) => expect(p).toContainText('Este título não tem sumário registrado.'),
    ],
    ['Dados estatísticos', 'dados-estatisticos', (p) => expect(p).toContainText('Empréstimos por mês em')],
    [
      'Acervo fechado',
      'acervo-fechado',
      (p) => expect(p.getByRole('heading', { name: /Depósito do subsolo/ })).toBeVisible(),
    ],
  ];
  for (const [name, path, shows] of tabs) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/1/${path}$`));
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel.getByRole('heading', { level: 2, name })).toBeAttached();
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    await shows(panel);
  }
  await page.getByRole('tab', { name: 'Detalhes' }).click();
  await expect(page).toHaveURL(/\/acervo\/1$/);
  await expect(page.getByRole('region', { name: 'Na Rede Pergamum' })).toBeVisible();
});

test('tabs are addresses: chosen by keyboard, each deep-linkable', async ({ page }) => {
  await page.goto('/acervo/1/exemplares');
  const copiesTab = page.getByRole('tab', { name: 'Exemplares' });
  await expect(copiesTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle(/^Exemplares — Ressurreição — /);

  await copiesTab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/acervo\/1\/marc$/);
  const marcTab = page.getByRole('tab', { name: 'MARC' });
  await expect(marcTab).toHaveAttribute('aria-selected', 'true');
  // Choosing a tab is a move within the page: the focus stays on the tab, not on the heading.
  await expect(marcTab).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/\/acervo\/1$/);
  await expect(page.getByRole('tab', { name: 'Detalhes' })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/acervo\/1\/marc$/);
  await expect(marcTab).toHaveAttribute('aria-selected', 'true');
});

test('add to basket and take it out again', async ({ page }) => {
  await page.goto('/acervo/1');
  await page.getByRole('button', { name: 'Adicionar à cesta' }).click();
  await expect(page.getByRole('button', { name: 'Remover da cesta' })).toBeVisible();
  await expect(page.getByText('“Ressurreição” foi adicionado à cesta.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('acervo.cesta'))).toBe('[{"cod_acervo":1}]');
  await page.reload();
  await page.getByRole('button', { name: 'Remover da cesta' }).click();
  await expect(page.getByRole('button', { name: 'Adicionar à cesta' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('acervo.cesta'))).toBe('[]');
});

test('an id the catalogue does not know is the not-found page', async ({ page }) => {
  for (const path of ['/acervo/999999', '/acervo/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  }
});

test('the copies tab lists each copy and filters them by library', async ({ page }) => {
  await page.goto('/acervo/1/exemplares');
  const table = page.getByRole('grid', { name: 'Exemplares do título' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('rowheader', { name: 'Biblioteca Central' })).toBeVisible();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /Biblioteca/ })
    .click();
  await page.getByRole('option', { name: 'Biblioteca de Letras e Artes' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: 'Biblioteca de Letras e Artes' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 exemplar' })).toBeVisible();
  // The filter is in the address: a reload keeps it.
  await expect(page).toHaveURL(/\/acervo\/1\/exemplares\?biblioteca=3$/);
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('the MARC, reference and Dublin Core tabs show the record, and the MARC record downloads as ISO 2709', async ({
  page,
}) => {
  await page.goto('/acervo/1/marc');
  const marc = page.getByRole('grid', { name: 'Registro MARC' });
  await expect(marc.getByRole('row').filter({ hasText: '245' })).toContainText('$aRessurreição');

  // The record downloads as one valid ISO 2709 record: the leader's length is the file's, its
  // directory ends with a field terminator, and the record with a record terminator.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar o registro em MARC (ISO 2709)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('acervo-1.mrc');
  const bytes = await readFile((await file.path())!);
  const leader = bytes.subarray(0, 24).toString('latin1');
  expect(Number(leader.slice(0, 5))).toBe(bytes.length);
  expect(leader.slice(20, 24)).toBe('4500');
  const baseAddress = Number(leader.slice(12, 17));
  expect(bytes[baseAddress - 1]).toBe(0x1e);
  expect(bytes[bytes.length - 1]).toBe(0x1d);
  expect(bytes.toString('utf8')).toContain('Ressurreição');

  await page.getByRole('tab', { name: 'Referência' }).click();
  await expect(page).toHaveURL(/\/acervo\/1\/referencia$/);
  await expect(page.getByRole('region', { name: 'ABNT' })).toContainText('Ressurreição');
  await expect(page.getByRole('region', { name: 'APA' })).toContainText('(1872)');

  await page.getByRole('tab', { name: 'Dublin Core' }).click();
  await expect(page.getByText('dc:title')).toBeVisible();
});
