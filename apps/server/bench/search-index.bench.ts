// Search index vs the SQL reference engine on the catalogue the server uses (DATA_DIR or
// DATABASE_URL), seeded first with `npm run seed:synthetic -- --titles 100000` (or 1000000).
// Prints: build time, RSS, snapshot size/write/load times, in-process p50/p95/p99 for search,
// facets and both over a 200-query mix, and req/s + p99 over HTTP (autocannon, 10 connections,
// in a process of its own) for each engine: the mix repeated, and (index only) searches not asked
// before, since the server keeps recent answers and page rows (ADR 073). Figures only: nothing
// here fails on timing (ADR 070).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../src/app.ts';
import { openMigratedDatabase } from '../src/catalogue-import/cli-support.ts';
import { buildIndex } from '../src/modules/search-index/search-index-service.ts';
import type {
  SearchEngine,
  SearchField,
  SearchRequest,
  SortKey,
} from '../src/modules/search/engine/search-engine.ts';
import { syncSearchDocuments } from '../src/modules/search/documents/sync-search-documents.ts';
import { createSqlSearchEngine } from '../src/modules/search/engine/sql-search-engine.ts';
import { mb, percentiles, searchMix, snapshotRoundTrip, variants } from './search-index-mix.ts';

const QUERIES = 200;
/** SEARCH_BENCH_SQL=0 skips the SQL engine (minutes per round at a million titles on PGlite). */
const withSql = process.env.SEARCH_BENCH_SQL !== '0';
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);

const db = await openMigratedDatabase();
const engineName = db.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
await syncSearchDocuments(db);
const [{ titles } = { titles: 0 }] = await db.query<{ titles: number }>(
  'select count(*)::int as titles from acervo_busca',
);
if (titles < 1000) {
  console.log(`Only ${titles} titles: seed first, e.g. npm run seed:synthetic -- --titles 100000 (skipped)`);
  await db.close();
  process.exit(0);
}
console.log(`Search index bench: ${titles} titles on ${engineName}, 2 cores shared with other work`);

// ---- build, memory, snapshot ---------------------------------------------------------------
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const built = await buildIndex(db);
const buildMs = performance.now() - started;
global.gc?.();
const memory = process.memoryUsage();
console.log(
  `  cold build from the search rows: ${(buildMs / 1000).toFixed(1)} s; RSS ${mb(memory.rss)} ` +
    `(+${mb(memory.rss - rssBefore)}), heap ${mb(memory.heapUsed)}, typed arrays ${mb(memory.arrayBuffers)}`,
);
// The restarted index is the one measured: a server's index after a restart, precounts included.
const { summary, restarted: index } = await snapshotRoundTrip(built);
console.log(`  ${summary}`);

const requests = searchMix(index, QUERIES);

async function timeEngine(
  engine: SearchEngine,
  list: readonly SearchRequest[],
  variant: (r: SearchRequest) => SearchRequest,
) {
  const times: number[] = [];
  for (const request of list) {
    const start = performance.now();
    await engine.search(variant(request));
    times.push(performance.now() - start);
  }
  return times;
}

const indexEngine: SearchEngine = { name: 'indice', search: async (request) => index.search(request) };
const sqlEngine = createSqlSearchEngine(db);
// Warm both (JIT, caches) on other searches of the same kinds, then measure: the index's rounds
// first, so that PostgreSQL's work on the SQL rounds (seconds a search) does not share the cores
// with them.
const warmUp = searchMix(index, QUERIES, 72);
await timeEngine(indexEngine, warmUp, variants.both);
await timeEngine(sqlEngine, warmUp.slice(0, 5), variants.both);
const sqlQueries = titles > 300_000 ? requests.slice(0, 60) : requests;
console.log(
  `  in process, ${QUERIES} queries${withSql ? ` (SQL: ${sqlQueries.length})` : ''}, 13 facet types:`,
);
const indexFigures = new Map<string, string>();
for (const [name, variant] of Object.entries(variants)) {
  // Each variant starts from nothing kept: "both" would otherwise reuse the facets just counted.
  index.forgetRecent();
  indexFigures.set(name, percentiles(await timeEngine(indexEngine, requests, variant)));
}
for (const [name, variant] of Object.entries(variants)) {
  const sql = withSql ? `   |   SQL ${percentiles(await timeEngine(sqlEngine, sqlQueries, variant))}` : '';
  console.log(`    ${name.padEnd(7)} index ${indexFigures.get(name)}${sql}`);
}

// ---- over HTTP -----------------------------------------------------------------------------
const WIRE_FIELDS: Record<SearchField, string> = {
  any: 'livre',
  title: 'titulo',
  author: 'autor',
  subject: 'assunto',
  series: 'serie',
  callNumber: 'chamada',
  isbn: 'isbn',
  issn: 'issn',
};
const WIRE_SORTS: Record<SortKey, string> = {
  relevance: 'C',
  title: 'T',
  author: 'A',
  year: 'Y',
  type: 'O',
  id: 'N',
};
const toPath = (request: SearchRequest) => {
  const query = new URLSearchParams();
  const clause = request.clauses[0]!;
  query.set('termo', clause.terms.map((term) => term.term).join(' '));
  query.set('campo', WIRE_FIELDS[clause.field]);
  for (const [type, codes] of Object.entries(request.filters ?? {}))
    for (const code of codes ?? []) query.append('filtro', `${type}:${code}`);
  query.set('ordenacao', WIRE_SORTS[request.sort!.key]);
  query.set('paginaAtiva', String(request.page.offset / 20 + 1));
  query.set('facetas', '1');
  return `/api/consulta?${query}`;
};
const paths = requests.map(toPath);
// The server keeps recent answers and page rows (ADR 073), so the repeated mix measures a
// catalogue's popular searches; these measure searches nobody asked before (no repeats).
const asked = new Set(paths);
const freshPaths = [...new Set(searchMix(index, 40_000, 71).map(toPath))].filter((p) => !asked.has(p));

const runLoad = promisify(execFile);

/**
 * One round of load from another process (bench/http-load.ts): the server alone has this
 * process's event loop, as in production.
 */
async function load(port: number, pathsFile: string, seconds: number, start: number) {
  const { stdout } = await runLoad(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'http-load.ts'),
      `http://127.0.0.1:${port}`,
      pathsFile,
      String(seconds),
      '10',
      String(start),
    ],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout) as {
    total: number;
    duration: number;
    p50: number;
    p99: number;
    failures: number;
    next: number;
  };
}

async function overHttp(mode: 'indice' | 'sql', list: readonly string[], label: string, fresh = false) {
  process.env.SEARCH_ENGINE = mode;
  const app = await buildApp({
    db,
    config: { portalDist: '/nonexistent', logLevel: 'silent', dataDir, rateLimitMax: 0 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The suggestions wait for the index, so after this one the index answers every search.
  if (mode === 'indice') await app.inject({ method: 'GET', url: '/api/consulta/sugestoes?termo=a' });
  const port = (app.server.address() as AddressInfo).port;
  const pathsFile = path.join(dataDir, 'paths.json');
  await writeFile(pathsFile, JSON.stringify(list));
  // A first round warms the server (JIT, caches) and lets a fresh index finish its background
  // work (snapshot, precounted searches); the second is measured, going on where it stopped.
  const warm = await load(port, pathsFile, Math.max(3, Math.round(HTTP_SECONDS / 2)), 0);
  const result = await load(port, pathsFile, HTTP_SECONDS, warm.next);
  await app.close();
  const rate = result.total / result.duration;
  const line = `    ${mode.padEnd(7)} ${label.padEnd(34)}`;
  if (result.total === 0) {
    console.log(`${line} no answer within the ${HTTP_SECONDS} s round (each takes longer)`);
    return;
  }
  const repeated =
    fresh && result.next > list.length ? ` (the ${list.length} searches ran out: some were asked again)` : '';
  console.log(
    `${line} ${rate.toFixed(0).padStart(6)} req/s   p50 ${result.p50} ms   p99 ${result.p99} ms` +
      (result.failures ? `   (${result.failures} failed)` : '') +
      repeated,
  );
}

console.log(
  `  over HTTP on loopback, /api/consulta with facets and the page's rows, 10 connections from another process, ${HTTP_SECONDS} s:`,
);
// One data folder for every round: the rounds after the first start from the snapshot the first
// wrote, as a restarted server does, instead of building the index again.
const dataDir = await mkdtemp(path.join(tmpdir(), 'acervo-bench-http-'));
await overHttp('indice', paths, `the ${QUERIES}-search mix, repeated`);
await overHttp('indice', freshPaths, 'searches not asked before', true);
if (withSql) await overHttp('sql', paths, `the ${QUERIES}-search mix, repeated`);
await rm(dataDir, { recursive: true, force: true });
await db.close();
