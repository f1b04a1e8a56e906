import { expect, type Page, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

/**
 * WCAG 1.4.10: at 320 CSS px wide nothing scrolls sideways, with the portal's zoom at 0 and at 100
 * (text twice as large). A data table may scroll inside its own region; the page never does.
 */
const routes = [
  '/',
  '/?termo=brasil',
  '/?termo=machado&exibicao=C',
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
  '/autoridade/1',
  '/autoridade/1/marc',
  '/cesta',
  '/novas-aquisicoes',
  '/grupoa',
  '/pearson',
  '/saml-response',
  '/meupergamum/app',
  '/nada-consta/DEMO-NADA-CONS',
  '/pagina-que-nao-existe/mesmo',
];

/** The page's overflow past the window's right edge at each zoom, switched as the panel does it. */
async function overflowAtEachZoom(page: Page): Promise<Record<number, number>> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const overflow: Record<number, number> = {};
  for (const zoom of [0, 100]) {
    overflow[zoom] = await page.evaluate(async (value) => {
      const root = document.documentElement;
      root.dataset.zoom = String(value);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return root.scrollWidth - root.clientWidth;
    }, zoom);
  }
  return overflow;
}

test.use({ viewport: { width: 320, height: 720 } });

for (const route of routes) {
  test(`${route} reflows at 320 px with zoom 0 and 100`, async ({ page }) => {
    await page.goto(route);
    expect(await overflowAtEachZoom(page), route).toEqual({ 0: 0, 100: 0 });
  });
}

test('/cesta with titles reflows at 320 px with zoom 0 and 100', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('acervo.cesta', JSON.stringify([{ cod_acervo: 1 }, { cod_acervo: 2 }])),
  );
  await page.goto('/cesta');
  await expect(page.getByRole('article')).toHaveCount(2);
  expect(await overflowAtEachZoom(page), '/cesta').toEqual({ 0: 0, 100: 0 });
});

/** My area's pages, read by a patron no journey changes anything for. */
const myAreaRoutes = [
  '/meupergamum',
  '/meupergamum/sugestoes',
  '/meupergamum/dados-pessoais',
  '/meupergamum/alterar-senha',
  '/meupergamum/comutacao',
  '/meupergamum/comutacao/levantamento',
  '/meupergamum/ficha-catalografica',
  '/meupergamum/comutacao/pesquisa-especializada',
  '/meupergamum/comutacao/emprestimo-entre-bibliotecas',
];

test('My area reflows at 320 px with zoom 0 and 100', async ({ page }) => {
  test.slow();
  await page.goto('/login?redirect=%2Fmeupergamum');
  await logIn(page, patrons.igor.login, patrons.igor.password);
  await expect(page).toHaveURL(/\/meupergamum$/);
  for (const route of myAreaRoutes) {
    if (route !== '/meupergamum') await page.goto(route);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await overflowAtEachZoom(page), route).toEqual({ 0: 0, 100: 0 });
  }
});

/** My-area pages with their data, each as the demo patron whose data fills it. */
const myAreaPages = [
  { path: '/meupergamum/renovacao', patron: patrons.ana },
  { path: '/meupergamum/renovacao', patron: patrons.elena },
  { path: '/meupergamum/renovacao/historico', patron: patrons.ana },
  { path: '/meupergamum/reservas', patron: patrons.bruno },
  { path: '/meupergamum/debitos', patron: patrons.carla },
  { path: '/meupergamum/alertas', patron: patrons.bruno },
  { path: '/meupergamum/token-emprestimo', patron: patrons.igor },
  { path: '/meupergamum/solicitacoes-emprestimo', patron: patrons.igor },
  { path: '/meupergamum/acervo-fechado', patron: patrons.igor },
  { path: '/meupergamum/nada-consta', patron: patrons.jose },
  { path: '/meupergamum/afastamentos', patron: patrons.elena },
  { path: '/meupergamum/estatisticas', patron: patrons.igor },
  { path: '/meupergamum/cesta-permanente', patron: patrons.ana },
  { path: '/meupergamum/troca-usuario', patron: patrons.igor },
  { path: '/meupergamum/bases-dados', patron: patrons.daniel },
  { path: '/meupergamum/plano-ensino?disciplina=DIR201', patron: patrons.daniel },
  { path: '/meupergamum/perfil-interesse', patron: patrons.daniel },
];

for (const { path, patron } of myAreaPages) {
  test(`${path} as ${patron.name} reflows at 320 px with zoom 0 and 100`, async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
    await logIn(page, patron.login, patron.password);
    await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await overflowAtEachZoom(page), path).toEqual({ 0: 0, 100: 0 });
  });
}
