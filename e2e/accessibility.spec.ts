import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInEveryScheme } from './support/axe.ts';
import { logIn, patrons } from './support/portal.ts';
import { expectReflowAt320 } from './support/reflow.ts';

test('accessibility settings apply at once and persist across a reload, before the first paint', async ({
  page,
}) => {
  await page.goto('/?lng=pt');
  await page.getByRole('button', { name: 'Acessibilidade' }).click();
  const panel = page.locator('[data-component="AccessibilityPanel"]');
  await panel.getByRole('slider', { name: 'Zoom' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await panel.getByText('Alto contraste').click();
  await panel.getByText('Texto em negrito').click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-zoom', '40');
  await expect(html).toHaveAttribute('data-scheme', 'high-contrast');
  await expect(html).toHaveAttribute('data-bold', '');

  // Without the app's code at all, the blocking pre-paint script alone applies the stored settings.
  const bare = await page.context().newPage();
  await bare.route('**/assets/**', (route) => route.abort());
  await bare.goto('/');
  expect(
    await bare.evaluate(() => ({
      zoom: document.documentElement.dataset.zoom,
      scheme: document.documentElement.dataset.scheme,
      bold: document.documentElement.hasAttribute('data-bold'),
    })),
  ).toEqual({ zoom: '40', scheme: 'high-contrast', bold: true });
  await bare.close();

  await page.reload();
  await expect(html).toHaveAttribute('data-bold', '');
  await expect(html).toHaveAttribute('data-zoom', '40');

  await page.getByRole('button', { name: 'Acessibilidade' }).click();
  await expect(panel.getByRole('radio', { name: 'Alto contraste' })).toBeChecked();
  await panel.getByText('Normal', { exact: true }).click();
  await panel.getByText('Modo escuro').click();
  await expect(html).toHaveAttribute('data-scheme', 'dark');
  await panel.getByText('Tons de cinza').click();
  await expect(html).toHaveAttribute('data-scheme', 'grayscale');
  await expect(html).toHaveAttribute('data-dark', '');
  const stored = await page.evaluate(() => localStorage.getItem('acervo.acessibilidade'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ zoom: 40, negrito: true, cor: 'escala-cinza', libras: false });
  expect(await page.evaluate(() => localStorage.getItem('acervo.modoEscuro'))).toBe('true');
});

/**
 * Every route of spec §2 a visitor can open without logging in (My area is checked once logged
 * in): axe in every scheme, then the same page at 320 px wide with zoom 0 and 100 (WCAG 1.4.10).
 */
const routes = [
  '/',
  '/?termo=machado',
  '/?termo=brasil',
  '/?termo=machado&exibicao=C',
  '/?termo=machado&exibicao=C&filtro=S:ficcao%20brasileira',
  '/?termo=xyzzyq',
  '/?termo=machado&avancada=1',
  '/direito',
  '/login',
  '/login?redirect=%2Fmeupergamum',
  '/acervo/1',
  '/acervo/1/marc',
  '/acervo/1/exemplares',
  '/acervo/1/referencia',
  '/acervo/1/dublin-core',
  '/acervo/1/reserva',
  '/acervo/1/solicitacao-emprestimo',
  // The demo's periodical with holdings, with an issue's contents open.
  '/acervo/1894/colecao-kardex?fasciculo=1-14',
  '/acervo/1894/sumarios',
  // A recording whose record carries its contents note (MARC 505).
  '/acervo/238/sumarios-livros',
  '/acervo/1/dados-estatisticos',
  '/acervo/8/acervo-fechado',
  // Grande sertão: a partner of the demo network holds the same work (its section lists it).
  '/acervo/55',
  '/autoridade/1',
  '/autoridade/1/marc',
  '/cesta',
  '/novas-aquisicoes',
  '/historico-pesquisa',
  '/grupoa',
  '/pearson',
  '/saml-response',
  '/meupergamum/app',
  '/nada-consta/DEMO-NADA-CONS',
  '/pagina-que-nao-existe/mesmo',
  '/guia-que-nao-existe',
];

/** Routes that send the visitor on at once: axe runs where they land, once they are there. */
const landsOn: Record<string, RegExp> = {
  // Without a handle from the identity provider there is nothing to complete: back to the login.
  '/saml-response': /\/login$/,
};

for (const route of routes) {
  test(`${route} has no axe violations in any scheme and reflows at 320 px`, async ({ page }) => {
    // Axe six times over (results and new acquisitions are large pages), then the page at 320 px.
    test.slow();
    await page.goto(route);
    if (landsOn[route]) await expect(page).toHaveURL(landsOn[route]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Check the content, not its loading skeleton.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolationsInEveryScheme(page, route);
    await expectReflowAt320(page, route);
  });
}

test('/cesta with titles has no axe violations in any scheme and reflows at 320 px', async ({ page }) => {
  test.slow();
  // The session basket lives in local storage: two demo titles, one a page of its own.
  await page.addInitScript(() =>
    localStorage.setItem('acervo.cesta', JSON.stringify([{ cod_acervo: 1 }, { cod_acervo: 2 }])),
  );
  await page.goto('/cesta');
  await expect(page.getByRole('heading', { level: 2, name: 'Títulos' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The closed-storage section loads after the page: titles 1 and 2 have stored copies.
  await expect(
    page.getByRole('region', { name: 'Acervo fechado' }).getByRole('link', { name: 'Entrar para pedir' }),
  ).toBeVisible();
  await expectNoAxeViolationsInEveryScheme(page, '/cesta (titles)');
  await expectReflowAt320(page, '/cesta (titles)');
});

test('/cesta as a patron, with stored copies to choose, has no axe violations in any scheme and reflows at 320 px', async ({
  page,
}) => {
  test.slow();
  // Titles 8 and 158 have copies in the two libraries' stores; Igor already asked for one of 158's.
  await page.addInitScript(() =>
    localStorage.setItem('acervo.cesta', JSON.stringify([{ cod_acervo: 8 }, { cod_acervo: 158 }])),
  );
  await page.goto(`/login?redirect=${encodeURIComponent('/cesta')}`);
  await logIn(page, patrons.igor.login, patrons.igor.password);
  await expect(page).toHaveURL(/\/cesta$/);
  const copies = page.getByRole('group', { name: 'Exemplares no acervo fechado' });
  await expect(copies.getByRole('checkbox', { name: /^Exemplar BC000011/ })).toBeEnabled();
  await expect(copies.getByRole('checkbox', { name: /Você já pediu este exemplar/ })).toBeDisabled();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Sent with nothing chosen: the message beside the copies is checked too.
  await page.getByRole('button', { name: 'Pedir os exemplares escolhidos' }).click();
  await expect(copies).toContainText('Escolha pelo menos um exemplar para pedir.');
  await expectNoAxeViolationsInEveryScheme(page, '/cesta (stored copies, patron)');
  await expectReflowAt320(page, '/cesta (stored copies, patron)');
});

test('/historico-pesquisa with searches has no axe violations in any scheme and reflows at 320 px', async ({
  page,
}) => {
  // The log is the tab's own (session storage): searches in this tab fill it, one a long word.
  await page.goto('/?termo=machado&filtro=T%3A1&lng=pt');
  await expect(page.getByRole('heading', { level: 2, name: /resultados? para “machado”/ })).toBeVisible();
  await page.goto('/?termo=ResponsabilidadeCivilExtracontratualDoEstadoBrasileiro&lng=pt');
  await expect(page.getByRole('heading', { level: 2, name: /ResponsabilidadeCivil/ })).toBeVisible();
  await page.getByRole('link', { name: 'Histórico de pesquisa' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2 pesquisas' })).toBeVisible();
  await expectNoAxeViolationsInEveryScheme(page, '/historico-pesquisa (searches)');
  await expectReflowAt320(page, '/historico-pesquisa (searches)');
});

/** My-area pages with their data, each as the demo patron whose data fills it. */
const myAreaPages = [
  { path: '/meupergamum', patron: patrons.carla },
  { path: '/meupergamum/renovacao', patron: patrons.ana },
  // Suspended: the renewals page leads with why she cannot renew.
  { path: '/meupergamum/renovacao', patron: patrons.elena },
  { path: '/meupergamum/renovacao/historico', patron: patrons.ana },
  { path: '/meupergamum/reservas', patron: patrons.bruno },
  { path: '/meupergamum/debitos', patron: patrons.carla },
  { path: '/meupergamum/alertas', patron: patrons.bruno },
  { path: '/meupergamum/token-emprestimo', patron: patrons.igor },
  { path: '/meupergamum/solicitacoes-emprestimo', patron: patrons.igor },
  { path: '/meupergamum/acervo-fechado', patron: patrons.igor },
  { path: '/meupergamum/comutacao', patron: patrons.bruno },
  { path: '/meupergamum/comutacao/levantamento', patron: patrons.bruno },
  { path: '/meupergamum/ficha-catalografica', patron: patrons.bruno },
  { path: '/meupergamum/comutacao/pesquisa-especializada', patron: patrons.bruno },
  { path: '/meupergamum/comutacao/emprestimo-entre-bibliotecas', patron: patrons.bruno },
  { path: '/meupergamum/nada-consta', patron: patrons.jose },
  { path: '/meupergamum/afastamentos', patron: patrons.elena },
  { path: '/meupergamum/estatisticas', patron: patrons.igor },
  { path: '/meupergamum/cesta-permanente', patron: patrons.ana },
  { path: '/meupergamum/troca-usuario', patron: patrons.igor },
  { path: '/meupergamum/bases-dados', patron: patrons.daniel },
  { path: '/meupergamum/plano-ensino?disciplina=DIR201', patron: patrons.daniel },
  { path: '/meupergamum/perfil-interesse', patron: patrons.daniel },
  { path: '/meupergamum/sugestoes', patron: patrons.igor },
  { path: '/meupergamum/dados-pessoais', patron: patrons.igor },
  { path: '/meupergamum/alterar-senha', patron: patrons.igor },
];

for (const { path, patron } of myAreaPages) {
  test(`${path} as ${patron.name} has no axe violations in any scheme and reflows at 320 px`, async ({
    page,
  }) => {
    test.slow();
    await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
    await logIn(page, patron.login, patron.password);
    await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolationsInEveryScheme(page, path);
    await expectReflowAt320(page, path);
  });
}
