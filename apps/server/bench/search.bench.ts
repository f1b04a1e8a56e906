// Search, search + facets, title detail and browse latency (p50/p95/p99) over real HTTP on loopback,
// and search req/s under concurrent load (autocannon), at the demo size and with a synthetic
// catalogue on top (SEARCH_BENCH_TITLES, default 100000), on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set (SEARCH_BENCH_PG_TITLES, default the same; 1000000 for the 1M figures).
// Prints figures against the targets of issue 5; never fails on timing. Each size is measured with
// the product's default engine (the in-memory index, ADR 070-071, once it is ready) and then with
// the SQL reference engine (ADR 050) for comparison (SEARCH_BENCH_SQL=0 skips it; it runs fewer
// samples, SEARCH_BENCH_SQL_SAMPLES, because it is slow at 100k). Also printed: the first ABNT and
// APA references after the server starts listening (the CSL styles are parsed once, ADR 054) and
// the start-up check of the search rows (ADR 055).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPgliteDatabase } from '../src/db/pglite/pglite-database.ts';
import { openPostgresDatabase } from '../src/db/postgres/postgres-database.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { seedSyntheticCatalogue } from '../src/demo/synthetic-catalogue.ts';
import { createPasswordHasher } from '../src/modules/auth/password-hasher.ts';
import { syncSearchDocuments } from '../src/modules/search/documents/sync-search-documents.ts';
import { preloadReferenceStyles } from '../src/modules/titles/references/reference-formatter.ts';

const titles = Number(process.env.SEARCH_BENCH_TITLES ?? 100_000);
const pgTitles = Number(process.env.SEARCH_BENCH_PG_TITLES ?? titles);
const samples = Number(process.env.SEARCH_BENCH_SAMPLES ?? 200);
const sqlSamples = Number(process.env.SEARCH_BENCH_SQL_SAMPLES ?? 40);
const withSql = process.env.SEARCH_BENCH_SQL !== '0';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const print = (line: string) => process.stdout.write(`${line}\n`);

const TARGETS = { search: 30, facets: 60, detail: 5, rps: 150 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Query words drawn from the catalogue itself (every 97th title's longest title word), fixed order. */
async function queryWords(db: Database): Promise<string[]> {
  const rows = await db.query<{ titulo: string }>(
    'select titulo from acervo where cod_acervo % 97 = 0 order by cod_acervo limit 400',
  );
  return rows
    .map((row) => row.titulo.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0] ?? '')
    .filter((word) => word.length >= 3);
}

async function latency(base: string, urls: string[], count = samples) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const url = urls[i % urls.length]!;
    const started = performance.now();
    const response = await fetch(base + url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

async function timed(base: string, url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(base + url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** The first references after listen: the CSL parse happens once per process (preloaded, ADR 054). */
async function firstReferences(base: string, id: number, label: string) {
  const abnt = await timed(base, `/api/acervo/${id}/referencia?estilo=abnt`);
  const apa = await timed(base, `/api/acervo/${id}/referencia?estilo=apa`);
  const again = await timed(base, `/api/acervo/${id}/referencia?estilo=abnt`);
  print(
    `${label}  first ABNT reference ${abnt.toFixed(1)} ms, first APA ${apa.toFixed(1)} ms, next ABNT ${again.toFixed(1)} ms`,
  );
}

type Engine = 'indice' | 'sql';

async function measure(engine: Engine, db: Database, size: string, references = false) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'acervo-bench-search-'));
  // The SQL run keeps the index from starting, so it does not compete for the two cores.
  // buildApp reads both settings from the environment (ADR 071).
  process.env.SEARCH_ENGINE = engine;
  process.env.SEARCH_INDEX_START = engine === 'sql' ? 'lazy' : 'eager';
  const app = await buildApp({
    db,
    config: { portalDist: '/nonexistent', logLevel: 'silent', dataDir, rateLimitMax: 0 },
  });
  const listenStarted = performance.now();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const label = `${engine.padEnd(7)} ${size.padEnd(8)}`;
  const count = engine === 'sql' ? sqlSamples : samples;
  try {
    if (engine === 'indice') {
      // Suggestions wait for the index (ADR 072): after this every search is answered by it.
      await timed(base, '/api/consulta/sugestoes?termo=bra');
      print(
        `${label}  index ready ${((performance.now() - listenStarted) / 1000).toFixed(1)} s after listen`,
      );
    }
    // A visitor's first reference, once the server answers searches.
    if (references) {
      const [first] = await db.query<{ cod_acervo: number }>(
        'select min(cod_acervo) as cod_acervo from acervo',
      );
      await firstReferences(base, first!.cod_acervo, label);
    }
    const words = await queryWords(db);
    const ids = (
      await db.query<{ cod_acervo: number }>(
        'select cod_acervo from acervo where cod_acervo % 53 = 0 limit 400',
      )
    ).map((row) => row.cod_acervo);
    const [{ titleCount }] = (await db.query<{ titleCount: number }>(
      'select count(*)::int as "titleCount" from acervo',
    )) as [{ titleCount: number }];
    const searchUrls = words.map((word) => `/api/consulta?termo=${encodeURIComponent(word)}&facetas=0`);
    const facetUrls = words.map((word) => `/api/consulta?termo=${encodeURIComponent(word)}`);
    const detailUrls = ids.map((id) => `/api/acervo/${id}`);
    const browseUrls = ['T:1', 'Y:2020', 'I:por', 'X:O', 'B:1'].map(
      (filter) => `/api/consulta/navegar?filtro=${filter}`,
    );
    await latency(base, searchUrls, 20); // warm-up
    const rows = [
      ['search', await latency(base, searchUrls, count), TARGETS.search],
      ['search + facets', await latency(base, facetUrls, count), TARGETS.facets],
      ['title detail', await latency(base, detailUrls, count), TARGETS.detail],
      ['browse (facets, no text)', await latency(base, browseUrls, count), null],
    ] as const;
    for (const [what, figures, target] of rows) {
      const verdict = target
        ? `  (target p95 <= ${target} ms: ${figures.p95 <= target ? 'met' : 'NOT met'})`
        : '';
      print(
        `${label} ${titleCount.toString().padStart(8)} titles  ${what.padEnd(25)} ` +
          `p50 ${figures.p50.toFixed(1).padStart(7)} ms  p95 ${figures.p95.toFixed(1).padStart(7)} ms  p99 ${figures.p99.toFixed(1).padStart(7)} ms` +
          verdict,
      );
    }
    let next = 0;
    const result = await autocannon({
      url: base,
      connections: 8,
      duration: seconds,
      requests: [
        { setupRequest: (request) => ({ ...request, path: facetUrls[next++ % facetUrls.length]! }) },
      ],
    });
    const rps = Math.round(result.requests.average);
    print(
      `${label} ${titleCount.toString().padStart(8)} titles  ${'search + facets, 8 conn.'.padEnd(25)} ` +
        `${rps} req/s (target >= ${TARGETS.rps}: ${rps >= TARGETS.rps ? 'met' : 'NOT met'}), p99 ${result.latency.p99} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** What every server start pays for its search rows (main.ts): the stale check, nothing to rebuild. */
async function startupCheck(database: string, db: Database, size: string) {
  const started = performance.now();
  const rebuilt = await syncSearchDocuments(db);
  print(
    `${database.padEnd(8)} ${size.padEnd(8)} start-up search-row check ${(performance.now() - started).toFixed(0)} ms, ${rebuilt} rows rebuilt`,
  );
}

async function measureBoth(db: Database, size: string, references = false) {
  await measure('indice', db, size, references);
  if (withSql) await measure('sql', db, size);
}

async function run(database: string, db: Database, synthetic: number) {
  print(`--- ${database}`);
  await migrate(db);
  await seedDemo(db, { passwords: createPasswordHasher({ cost: 10, parallelism: 1 }) });
  await startupCheck(database, db, 'demo');
  await measureBoth(db, 'demo', true);
  if (synthetic > 0) {
    const started = performance.now();
    await seedSyntheticCatalogue(db, { count: synthetic, seed: 1 });
    const built = await syncSearchDocuments(db);
    print(
      `${database.padEnd(8)} synthetic: ${synthetic} titles seeded and ${built} search rows built in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    await startupCheck(database, db, `+${synthetic}`);
    await measureBoth(db, `+${synthetic}`);
  }
}

// As main.ts does, the references worker starts with the process (ADR 054).
const stylesStarted = performance.now();
void preloadReferenceStyles().then(() =>
  print(
    `CSL styles built in the references worker ${((performance.now() - stylesStarted) / 1000).toFixed(1)} s after start`,
  ),
);
print(
  `default engine: the in-memory index (indice), then the SQL reference engine (sql) for comparison; ` +
    `${samples} samples (${sqlSamples} for sql)`,
);
const pglite = await openPgliteDatabase({ dataDir: 'memory://' });
try {
  await run('pglite', pglite, titles);
} finally {
  await pglite.close();
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `acervo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString());
  try {
    await run('postgres', db, pgTitles);
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  print('TEST_DATABASE_URL is not set: PostgreSQL figures skipped.');
}
