// Soak: one real server under a steady mixed load for SOAK_MINUTES (default 30), printing each
// minute the requests answered, p50/p95/p99 per kind and the server's resident memory; it ends by
// itself. Run alone with `npm run bench:soak` (or `npm run bench soak`).
//
// The load: anonymous searches and title pages, demo patrons logging in, listing their loans,
// renewing them, placing a hold on a title another patron has out and cancelling it. An error is a
// 5xx or a transport failure; a refused renewal or hold (4xx) is an answer and counted as one.
//
// The server is `dist/main.js` (run `npm run build` first) or `src/main.ts` when there is no build,
// on a fresh data folder with the demo catalogue (SOAK_DATA_DIR to reuse one). Or SOAK_URL points
// at a server already running, with SOAK_PID for its memory.
// SOAK_CLIENTS (default 8) clients send requests one after another, each as soon as the last answered.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRandom } from '../src/demo/seeded-random.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const clients = Number(process.env.SOAK_CLIENTS ?? 8);
const port = Number(process.env.SOAK_PORT ?? 8931);
const serverFolder = path.join(import.meta.dirname, '..');

const patrons = [
  { username: '2024001', password: '4821' },
  { username: 'bruno.lima', password: 'Acervo@2024' },
  { username: 'carla.ribeiro', password: 'Biblio#2024' },
  { username: 'daniel.alves', password: 'Prof$Acervo1' },
  { username: 'gabriela.moreira', password: 'Especial!2024' },
  { username: '2019050', password: '2580' },
  { username: 'helena.costa', password: 'Servidora@2024' },
  { username: '2022300', password: '2468' },
  { username: 'jose.santos', password: 'Servidor@2024' },
  { username: 'igor.batista', password: 'Mestrado@2024' },
];
const words = [
  'historia',
  'brasil',
  'educação',
  'direito',
  'saude',
  'engenharia',
  'literatura',
  'política',
  'economia',
  'matematica',
  'fisica',
  'quimica',
  'biologia',
  'filosofia',
  'arte',
  'musica',
  'computação',
  'dados',
  'amazonia',
  'agua',
  'ensino',
  'sociedade',
  'cultura',
  'teoria',
];

type Kind = 'search' | 'title' | 'login' | 'loans' | 'renew' | 'hold' | 'cancel';
const KINDS: Kind[] = ['search', 'title', 'login', 'loans', 'renew', 'hold', 'cancel'];

// The server --------------------------------------------------------------------------------------

let server: ChildProcess | null = null;
let dataDir: string | null = null;
let base = process.env.SOAK_URL?.replace(/\/+$/, '');
let pid = process.env.SOAK_PID ? Number(process.env.SOAK_PID) : null;

async function startServer() {
  dataDir = process.env.SOAK_DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'acervo-soak-')));
  const built = path.join(serverFolder, 'dist/main.js');
  const [command, args] = existsSync(built)
    ? [process.execPath, ['--enable-source-maps', built]]
    : ['tsx', [path.join(serverFolder, 'src/main.ts')]];
  server = spawn(command, args, {
    cwd: serverFolder,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      // One client address sends everything: no per-address limits in the way of the load.
      RATE_LIMIT_MAX: '0',
      LOGIN_MAX_FAILURES_PER_IP: '1000000',
    },
  });
  pid = server.pid!;
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/consulta?termo=brasil`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not start within 15 minutes');
}

async function stopServer() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir && !process.env.SOAK_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
}

/** Resident memory of the server process, its worker threads included (Linux). */
function rss(): number | null {
  if (pid === null) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

// Requests ----------------------------------------------------------------------------------------

type Tally = { times: number[]; answers: number; errors: number; statuses: Map<number, number> };
const freshTally = (): Record<Kind, Tally> =>
  Object.fromEntries(
    KINDS.map((kind) => [kind, { times: [], answers: 0, errors: 0, statuses: new Map() }]),
  ) as unknown as Record<Kind, Tally>;
let minute = freshTally();
const total = freshTally();
const firstErrors: string[] = [];

/** One request, timed and tallied; answers the response body (null on an error). */
async function call(
  kind: Kind,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown } | null> {
  const started = performance.now();
  let status = 0;
  let body: unknown = null;
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(60_000),
    });
    status = response.status;
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  } catch (error) {
    if (firstErrors.length < 10) firstErrors.push(`${kind} ${method} ${url}: ${String(error)}`);
  }
  const elapsed = performance.now() - started;
  for (const tally of [minute[kind], total[kind]]) {
    tally.times.push(elapsed);
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    if (status === 0 || status >= 500) tally.errors++;
    else tally.answers++;
  }
  if (status >= 500 && firstErrors.length < 10) firstErrors.push(`${kind} ${method} ${url}: ${status}`);
  return status === 0 ? null : { status, body };
}

type Session = { token: string; loans: Array<{ codExemplar: string; codBibliotecaExemplar: string }> };
const sessions = new Map<string, Session>();
/** Titles out on loan, by the patron who has them: what the others place holds on. */
const onLoan: Array<{ username: string; cod_acervo: number; biblioteca: number }> = [];
const titleIds: number[] = [];

async function logIn(username: string) {
  const patron = patrons.find((p) => p.username === username)!;
  const answer = await call('login', 'POST', '/oauth/token', {
    body: { grant_type: 'password', client_id: 4, ...patron },
  });
  const token = (answer?.body as { access_token?: string } | null)?.access_token;
  if (answer?.status === 200 && token)
    sessions.set(username, { token, loans: sessions.get(username)?.loans ?? [] });
}

async function listLoans(username: string) {
  const session = sessions.get(username);
  if (!session) return logIn(username);
  const answer = await call('loans', 'GET', '/api/emprestimo/titulos-pendentes?showDetails=true', {
    token: session.token,
  });
  if (answer?.status === 200) {
    const titles = (answer.body as { titulos: Array<Session['loans'][number] & { codAcervo: number }> })
      .titulos;
    session.loans = titles.map(({ codExemplar, codBibliotecaExemplar }) => ({
      codExemplar,
      codBibliotecaExemplar,
    }));
    for (const title of titles) {
      const known = onLoan.some((loan) => loan.username === username && loan.cod_acervo === title.codAcervo);
      if (!known)
        onLoan.push({
          username,
          cod_acervo: title.codAcervo,
          biblioteca: Number(title.codBibliotecaExemplar),
        });
    }
  } else if (answer?.status === 401) sessions.delete(username);
}

// The mix: what a client does next, by weight.
const MIX: Array<[number, (random: () => number) => Promise<unknown>]> = [
  [
    30,
    async (random) => {
      const term = words[Math.floor(random() * words.length)]!;
      const page = 1 + Math.floor(random() * 3);
      const answer = await call(
        'search',
        'GET',
        `/api/consulta?termo=${encodeURIComponent(term)}&paginaAtiva=${page}`,
      );
      const hits = (answer?.body as { data?: Array<{ cod_acervo: number }> } | null)?.data;
      if (hits && titleIds.length < 2000)
        for (const hit of hits) if (!titleIds.includes(hit.cod_acervo)) titleIds.push(hit.cod_acervo);
    },
  ],
  [
    25,
    async (random) => {
      if (titleIds.length === 0) return;
      const id = titleIds[Math.floor(random() * titleIds.length)]!;
      await call('title', 'GET', `/api/acervo/${id}`);
      await call('title', 'GET', `/api/acervo/${id}/exemplares`);
    },
  ],
  [8, (random) => logIn(patrons[Math.floor(random() * patrons.length)]!.username)],
  [17, (random) => listLoans(patrons[Math.floor(random() * patrons.length)]!.username)],
  [
    8,
    async (random) => {
      const username = patrons[Math.floor(random() * patrons.length)]!.username;
      const session = sessions.get(username);
      if (!session || session.loans.length === 0) return listLoans(username);
      const loan = session.loans[Math.floor(random() * session.loans.length)]!;
      await call('renew', 'POST', '/api/emprestimo/renovacao', { token: session.token, body: [loan] });
    },
  ],
  [
    12,
    async (random) => {
      const username = patrons[Math.floor(random() * patrons.length)]!.username;
      const session = sessions.get(username);
      const others = onLoan.filter((loan) => loan.username !== username);
      if (!session || others.length === 0) return listLoans(username);
      const { cod_acervo, biblioteca } = others[Math.floor(random() * others.length)]!;
      const placed = await call('hold', 'POST', '/api/reserva', {
        token: session.token,
        body: { cod_acervo, biblioteca },
      });
      const codigo = (placed?.body as { reserva?: { codigo: number } } | null)?.reserva?.codigo;
      if (placed?.status === 201 && codigo) {
        await call('cancel', 'DELETE', `/api/reserva?codigo=${codigo}`, { token: session.token });
      }
    },
  ],
];
const weightTotal = MIX.reduce((sum, [weight]) => sum + weight, 0);

async function client(seed: number, until: number) {
  const random = createRandom(seed);
  while (Date.now() < until) {
    let roll = random() * weightTotal;
    const [, action] = MIX.find(([weight]) => (roll -= weight) < 0) ?? MIX[0]!;
    await action(random);
  }
}

// Figures -----------------------------------------------------------------------------------------

const mb = (bytes: number | null) => (bytes === null ? '—' : `${Math.round(bytes / 1048576)} MB`);
function quantile(sorted: number[], q: number) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
function row(label: string, tallies: Record<Kind, Tally>, seconds: number) {
  const cells = KINDS.filter((kind) => tallies[kind].times.length > 0).map((kind) => {
    const sorted = [...tallies[kind].times].sort((a, b) => a - b);
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(sorted, q).toFixed(0));
    const errors = tallies[kind].errors ? ` ERR ${tallies[kind].errors}` : '';
    return `${kind} ${sorted.length} ${p50}/${p95}/${p99}${errors}`;
  });
  const count = KINDS.reduce((sum, kind) => sum + tallies[kind].times.length, 0);
  console.log(`${label}  ${(count / seconds).toFixed(1)} req/s  rss ${mb(rss())}  | ${cells.join(' | ')}`);
}

try {
  if (!base) await startServer();
  console.log(
    `soak: ${minutes} min, ${clients} clients against ${base}; per kind: requests p50/p95/p99 ms; rss at boot ${mb(rss())}`,
  );
  for (const { username } of patrons) {
    await logIn(username);
    await listLoans(username);
  }
  minute = freshTally();
  const started = Date.now();
  const until = started + minutes * 60_000;
  const running = Array.from({ length: clients }, (_, i) => client(i + 1, until));
  let n = 0;
  const ticker = setInterval(() => {
    n++;
    row(`min ${String(n).padStart(2)}`, minute, 60);
    minute = freshTally();
  }, 60_000);
  await Promise.all(running);
  clearInterval(ticker);
  row('total ', total, (Date.now() - started) / 1000);
  const statuses = KINDS.map(
    (kind) => `${kind} ${[...total[kind].statuses].map(([status, count]) => `${status}×${count}`).join(' ')}`,
  );
  console.log(`answers by status: ${statuses.join('; ')}`);
  const errors = KINDS.reduce((sum, kind) => sum + total[kind].errors, 0);
  console.log(
    `errors (5xx or transport): ${errors}${firstErrors.length ? `\n  ${firstErrors.join('\n  ')}` : ''}`,
  );
} finally {
  await stopServer();
}
