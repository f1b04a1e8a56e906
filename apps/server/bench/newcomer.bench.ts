// The newcomer's path (ADR 143): a seeded catalogue of BENCH_TITLES titles (1,000,000 by default;
// seeded once with `npm run seed:synthetic` and kept in BENCH_DATA_DIR, by default
// node_modules/.cache/acervo-bench/newcomer-<titles>), then the server started as `npm start`
// starts it (the built dist/main.js, embedded database, or DATABASE_URL when set). Prints the time
// to the first fast search, what searches got meanwhile, the HTTP figures one at a time and at 10
// connections (searches never asked before), and the server's memory. Figures only: nothing
// here fails on timing.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

const server = path.join(import.meta.dirname, '..');
const titles = Number(process.env.BENCH_TITLES ?? 1_000_000);
const dataDir = path.resolve(
  process.env.BENCH_DATA_DIR ??
    path.join(server, '../../node_modules/.cache/acervo-bench', `newcomer-${titles}`),
);
/** A search answered within this is "fast": the index answered it. */
const FAST_MS = 50;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

// 1. The seeded folder, seeded now when there is none.
if (!existsSync(path.join(dataDir, 'seeded')) && !process.env.DATABASE_URL) {
  await mkdir(dataDir, { recursive: true });
  console.log(`seeding ${titles} titles into ${dataDir} (once; later runs reuse it)…`);
  const started = performance.now();
  const seed = spawnSync('tsx', ['scripts/seed-synthetic.ts', '--titles', String(titles)], {
    cwd: server,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
  writeFileSync(path.join(dataDir, 'seeded'), `${titles}\n`);
  console.log(`seed: ${seconds(performance.now() - started)}`);
} else {
  console.log(`reusing the seeded catalogue in ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir}`);
}
console.log(
  `snapshot left by the seed: ${existsSync(path.join(dataDir, 'indice-busca', 'indice.bin')) ? 'yes' : 'no'}`,
);

// 2. The server as `npm start` runs it.
if (spawnSync('node', ['scripts/build.mjs'], { cwd: server, stdio: 'inherit' }).status !== 0) process.exit(1);
const port = Number(process.env.BENCH_PORT ?? (await getPort({ host: '127.0.0.1' })));
const base = `http://127.0.0.1:${port}`;
const started = performance.now();
const child: ChildProcess = spawn('node', ['--enable-source-maps', 'dist/main.js'], {
  cwd: server,
  // The load comes from one address: the per-address request limit would answer most of it with 429.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const marks: Record<string, number> = {};
let peakRss = 0;
const sampleRss = () => {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    peakRss = Math.max(peakRss, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
  } catch {
    // not on Linux, or gone
  }
};
const rssTimer = setInterval(sampleRss, 250);
child.stdout!.setEncoding('utf8');
child.stdout!.on('data', (chunk: string) => {
  for (const line of chunk.split('\n')) {
    const msg = /"msg":"([^"]*)"/.exec(line)?.[1] ?? line;
    if (!msg.trim()) continue;
    if (/search index|Acervo is ready/.test(msg))
      console.log(`  [server ${seconds(performance.now() - started)}] ${msg}`);
    if (msg.startsWith('Acervo is ready')) marks.listening ??= performance.now() - started;
    if (msg.startsWith('search index ready')) marks.indexReady ??= performance.now() - started;
  }
});
const stop = () => {
  clearInterval(rssTimer);
  child.kill('SIGTERM');
};
process.on('exit', () => child.kill('SIGKILL'));

const WORDS = `historia brasil direito educacao saude politica economia literatura arte ciencia filosofia
  sociologia geografia matematica fisica quimica biologia medicina engenharia computacao psicologia musica
  teatro cinema poesia romance guerra cidade rio sao paulo minas bahia amazonia agua terra sol mar vida
  tempo memoria cultura sociedade estado lei trabalho familia crianca mulher homem`
  .split(/\s+/)
  .filter(Boolean);
let asked = 0;
/** A search not asked before in this run (word pairs in turn, then with a third word). */
function nextPath(): string {
  const i = asked++;
  const a = WORDS[i % WORDS.length]!;
  const b = WORDS[Math.floor(i / WORDS.length) % WORDS.length]!;
  const c = i >= WORDS.length ** 2 ? ` ${WORDS[Math.floor(i / WORDS.length ** 2) % WORDS.length]}` : '';
  return `/api/consulta?termo=${encodeURIComponent(i < WORDS.length ? a : `${a} ${b}${c}`)}&facetas=1`;
}
async function timed(url: string): Promise<{ status: number; ms: number }> {
  const t = performance.now();
  const response = await fetch(base + url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - t };
}

// 3. Searches while it starts: once a second until one comes back fast from the index.
/** Per status: how many, and the slowest, of the searches asked before the first fast one. */
const warming: Record<string, { count: number; slowestMs: number }> = {};
for (;;) {
  if (child.exitCode !== null) throw new Error('the server stopped');
  let answer: { status: number; ms: number };
  try {
    answer = await timed(nextPath());
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 250)); // not listening yet
    continue;
  }
  if (answer.status === 200 && answer.ms < FAST_MS) {
    marks.firstFast = performance.now() - started;
    break;
  }
  const seen = (warming[answer.status] ??= { count: 0, slowestMs: 0 });
  seen.count += 1;
  seen.slowestMs = Math.max(seen.slowestMs, Math.round(answer.ms));
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
console.log(
  `listening after ${seconds(marks.listening ?? NaN)}; index ready after ${seconds(marks.indexReady ?? NaN)}; ` +
    `first fast search after ${seconds(marks.firstFast)}`,
);
console.log(`searches meanwhile, by status: ${JSON.stringify(warming)}`);

// 4. One at a time, then 10 connections.
const latencies: number[] = [];
for (let i = 0; i < 300; i++) latencies.push((await timed(nextPath())).ms);
latencies.sort((x, y) => x - y);
console.log(
  `one at a time (300 new searches with facets): p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
    `p95 ${percentile(latencies, 0.95).toFixed(1)} ms (target ≤ 20 ms)`,
);
const pathsFile = path.join(tmpdir(), `acervo-newcomer-paths-${process.pid}.json`);
writeFileSync(pathsFile, JSON.stringify(Array.from({ length: 50_000 }, nextPath)));
const load = spawnSync(
  'tsx',
  [path.join(import.meta.dirname, 'http-load.ts'), `${base}/`, pathsFile, '10', '10', '0'],
  {
    encoding: 'utf8',
  },
);
const figures = JSON.parse(load.stdout.trim().split('\n').at(-1) ?? '{}') as {
  total: number;
  duration: number;
  p50: number;
  p99: number;
  failures: number;
};
console.log(
  `10 connections for 10 s: ${Math.round(figures.total / figures.duration)} req/s (target ≥ 1000), ` +
    `p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.failures} failures`,
);
sampleRss();
console.log(`server peak RSS ${Math.round(peakRss / 1e6)} MB (target ≤ 1000 MB)`);
stop();
