import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { BrowserContext, Page } from 'playwright';

/** A page Lighthouse audits, and how to tell it is built (else the table says "not built yet"). */
export type AuditedPage = {
  name: string;
  path: string;
  /** True when the page shows what it is for, not a placeholder. */
  built: (page: Page) => Promise<boolean>;
  /** Log in (remember-me) before auditing, and keep storage between Lighthouse's loads. */
  loggedIn?: boolean;
};

export type AuditRow = {
  name: string;
  path: string;
  built: boolean;
  performance?: number;
  accessibility?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  /** JavaScript and CSS as transferred (compressed), kB. */
  scriptKb?: number;
};

export const targets = { performance: 95, accessibility: 100, cls: 0.02, tbt: 150 } as const;

/** Looks for `check` for a while on a fresh load of `url`. */
export async function isBuilt(context: BrowserContext, url: string, check: AuditedPage['built']) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    return await check(page);
  } catch {
    return false;
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G and a 4× slower
 * CPU) of one page, in the Chromium the bench started (on `port`). With `BENCH_REPORTS=<folder>`
 * the whole report is kept there as `<name>.json` (which elements shifted, which scripts ran long).
 */
export async function audit(
  url: string,
  port: number,
  keepStorage: boolean,
  name: string,
): Promise<Omit<AuditRow, 'name' | 'path' | 'built'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const reports = process.env.BENCH_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError)
    console.error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const transferred = (type: string) =>
    summary?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKb: (transferred('script') + transferred('stylesheet')) / 1000,
  };
}

export function printAuditTable(rows: AuditRow[]) {
  const pad = (text: string, width: number) => text.padStart(width);
  console.log(
    `${'page'.padEnd(22)}${pad('perf', 6)}${pad('a11y', 6)}${pad('LCP ms', 9)}${pad('TBT ms', 8)}${pad('CLS', 7)}${pad('JS+CSS kB', 11)}  path`,
  );
  for (const row of rows) {
    if (!row.built) {
      console.log(`${row.name.padEnd(22)}${pad('not built yet', 47)}  ${row.path}`);
      continue;
    }
    const flag = (ok: boolean) => (ok ? ' ' : '!');
    console.log(
      `${row.name.padEnd(22)}${pad(`${row.performance}${flag(row.performance! >= targets.performance)}`, 6)}${pad(
        `${row.accessibility}${flag(row.accessibility! >= targets.accessibility)}`,
        6,
      )}${pad(String(Math.round(row.lcp!)), 9)}${pad(`${Math.round(row.tbt!)}${flag(row.tbt! <= targets.tbt)}`, 8)}${pad(
        `${row.cls!.toFixed(3)}${flag(row.cls! <= targets.cls)}`,
        7,
      )}${pad(row.scriptKb!.toFixed(1), 11)}  ${row.path}`,
    );
  }
  console.log(
    `targets: performance >= ${targets.performance}, accessibility ${targets.accessibility}, CLS <= ${targets.cls}, TBT <= ${targets.tbt} ms; "!" marks a miss`,
  );
}
