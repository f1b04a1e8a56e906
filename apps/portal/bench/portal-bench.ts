/**
 * `npm run bench` for the portal: Lighthouse's mobile audit of the main pages, then in-browser
 * timings over demo searches, both against the real server (built portal, demo data) in Chromium.
 * Prints figures against their targets; never fails on them. A page that is not built yet (a
 * placeholder, or no search field) is reported as such.
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_SEARCHES (default 50), BENCH_PORTS (a range
 * such as 9200-9299 for the server and the debugging port; default any free port), BENCH_REPORTS
 * (a folder to keep each page's Lighthouse report in).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator } from 'playwright';
import { percentile, searchField, type Timings, timeOneSearch } from './browser-timings.ts';
import { demoSearches } from './demo-catalogue.ts';
import { type AuditedPage, type AuditRow, audit, isBuilt, printAuditTable } from './lighthouse-pages.ts';
import { freePort } from './ports.ts';
import { startServer } from './server.ts';

const portalDist = path.resolve(import.meta.dirname, '../dist/index.html');
if (!existsSync(portalDist)) {
  console.error('The portal is not built: run `npm run build` first (turbo does it for `npm run bench`).');
  process.exit(1);
}

const searches = Number(process.env.BENCH_SEARCHES ?? 50);
/** Whether `locator` shows up within a while (pages render after their data, slower on a busy machine). */
const appears = (locator: Locator) =>
  locator
    .first()
    .waitFor({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
const demoPatron = { login: '2024001', password: '4821' };

const server = await startServer();
const debuggingPort = await freePort();
const profile = mkdtempSync(path.join(tmpdir(), 'acervo-bench-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    `--remote-debugging-port=${debuggingPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

try {
  const { terms, title } = await demoSearches(server.url, searches);
  const term = terms[0] ?? 'historia';
  const pages: AuditedPage[] = [
    { name: 'home', path: '/', built: async () => true },
    {
      name: 'results',
      path: `/?termo=${encodeURIComponent(term)}`,
      built: (page) => appears(page.locator('main a[href^="/acervo/"]')),
    },
    {
      name: 'title',
      path: `/acervo/${title.cod_acervo}`,
      built: (page) => appears(page.locator('main h1', { hasText: title.obra.split(':')[0]!.trim() })),
    },
    { name: 'login', path: '/login', built: (page) => appears(page.getByLabel('Matrícula ou usuário')) },
    {
      name: 'my area: renewals',
      path: '/meupergamum/renovacao',
      loggedIn: true,
      // The placeholder of a page not built has no table and no renewal button.
      built: (page) =>
        appears(
          page
            .locator('main')
            .getByRole('table')
            .or(page.locator('main').getByRole('button', { name: /Renovar/ })),
        ),
    },
  ];

  console.log(`Lighthouse (mobile) against ${server.url}`);
  // Which pages exist is settled before any audit; logged-out pages are audited first, since
  // Lighthouse clears the origin's storage (and so any session) before each of them.
  const rows: AuditRow[] = [];
  const loggedOut = pages.filter((target) => !target.loggedIn);
  const built = new Map<AuditedPage, boolean>();
  for (const target of loggedOut)
    built.set(target, await isBuilt(context, `${server.url}${target.path}`, target.built));
  for (const target of loggedOut) {
    const url = `${server.url}${target.path}`;
    rows.push({
      name: target.name,
      path: target.path,
      built: built.get(target)!,
      ...(built.get(target) ? await audit(url, debuggingPort, false, target.name) : {}),
    });
  }
  for (const target of pages.filter((p) => p.loggedIn)) {
    const url = `${server.url}${target.path}`;
    await logIn(`${server.url}/login`);
    const exists = await isBuilt(context, url, target.built);
    // Storage stays for a logged-in audit; the HTTP cache must not, or the page loads warm.
    await clearHttpCache();
    rows.push({
      name: target.name,
      path: target.path,
      built: exists,
      ...(exists ? await audit(url, debuggingPort, true, target.name) : {}),
    });
  }
  rows.sort((a, b) => pages.findIndex((p) => p.name === a.name) - pages.findIndex((p) => p.name === b.name));
  printAuditTable(rows);

  console.log(`\nIn-browser timings (Chromium, desktop, no throttling) over ${terms.length} demo searches`);
  const timings: Timings = { search: [], facet: [], title: [], skipped: [] };
  const page = await context.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  if ((await searchField(page).count()) === 0) {
    console.log('search on /: not built yet (no search field in the page)');
  } else {
    for (const word of terms) {
      try {
        await timeOneSearch(page, server.url, word, timings);
      } catch (error) {
        console.log(`  "${word}": ${(error as Error).message.split('\n')[0]}`);
      }
    }
    const line = (label: string, values: number[]) =>
      console.log(
        values.length === 0
          ? `${label.padEnd(28)} not built yet`
          : `${label.padEnd(28)} p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(
              values,
              95,
            )
              .toFixed(0)
              .padStart(5)} ms   (${values.length} runs; target p95 <= 300 ms)`,
      );
    line('Enter -> results painted', timings.search);
    line('facet click -> results', timings.facet);
    line('result click -> title page', timings.title);
  }
  await page.close();
} finally {
  await context.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}

async function clearHttpCache() {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

/** Logs the demo patron in with remember-me, so the session is kept in local storage. */
async function logIn(loginUrl: string) {
  const page = await context.newPage();
  await page.goto(loginUrl, { waitUntil: 'networkidle' });
  await page.getByLabel('Matrícula ou usuário').fill(demoPatron.login);
  await page.getByLabel('Senha', { exact: true }).fill(demoPatron.password);
  await page.getByText('Manter conectado neste computador').click();
  const destination = page.getByRole('button', { name: /Direcionar para/ });
  if ((await destination.count()) > 0) {
    await destination.click();
    await page.getByRole('option', { name: 'Catálogo' }).click();
  }
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  await page.close();
}
