// Token requests per second (`npm run bench -- auth`): client_credentials and the password grant,
// in process (app.inject) and over real HTTP on loopback (autocannon, 10 connections). Prints
// figures; never fails on timing. PASSWORD_HASH_COST and PASSWORD_HASH_PARALLELISM (default: production's) set scrypt's cost.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedDemoInstitution } from '../src/demo/demo-institution.ts';
import { seedDemoOrganisation } from '../src/demo/demo-organisation.ts';
import { seedDemoParameters } from '../src/demo/demo-parameters.ts';
import { seedDemoPeople } from '../src/demo/demo-people.ts';
import { defaultScryptCost } from '../src/config.ts';
import { createPasswordHasher } from '../src/modules/auth/password-hasher.ts';
import { defaultLibraryTimeZone, libraryTime, systemClock } from '../src/time/library-time.ts';

const hash = {
  cost: Number(process.env.PASSWORD_HASH_COST ?? defaultScryptCost.cost),
  parallelism: Number(process.env.PASSWORD_HASH_PARALLELISM ?? defaultScryptCost.parallelism),
};
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = await mkdtemp(path.join(tmpdir(), 'acervo-bench-auth-'));
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrate(db);
await db.transaction(async (tx) => {
  await seedDemoInstitution(tx);
  await seedDemoOrganisation(tx);
  await seedDemoParameters(tx, libraryTime(systemClock, defaultLibraryTimeZone));
});
await seedDemoPeople(db, createPasswordHasher(hash));

const app = await buildApp({
  db,
  config: {
    portalDist: '/nonexistent',
    logLevel: 'silent',
    dataDir,
    rateLimitMax: 0,
    // Every bench login comes from one address: keep the attempt limits out of the way.
    auth: { passwordHash: hash, maxFailuresPerIp: 1_000_000, maxFailuresPerUser: 1_000_000 },
  },
});
await app.ready();

const bodies = {
  client_credentials: { grant_type: 'client_credentials', client_id: '4' },
  password: {
    grant_type: 'password',
    client_id: '4',
    client_secret: '',
    scope: '',
    username: 'bruno.lima',
    password: 'Acervo@2024',
  },
};

/** Requests/s in process: `concurrency` callers in a loop for the given time. */
async function inProcess(
  body: object,
  concurrency: number,
): Promise<{ rate: number; p50: number; p95: number }> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const response = await app.inject({ method: 'POST', url: '/oauth/token', payload: body });
        if (response.statusCode !== 200)
          throw new Error(`token request failed: ${response.statusCode} ${response.body}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!;
  return { rate: latencies.length / seconds, p50: at(0.5), p95: at(0.95) };
}

await app.listen({ host: '127.0.0.1', port: 0 });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/oauth/token`;

/** Over HTTP with 10 connections: for a duration, or for a fixed number of requests (slow logins). */
async function overHttp(
  body: object,
  run: { duration: number } | { amount: number },
): Promise<autocannon.Result> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: 10,
    ...run,
    timeout: 120,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors over HTTP`);
  }
  return result;
}

const engine = db.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(
  `Token endpoint on ${engine}, scrypt N=2^${hash.cost} (r=8, p=${hash.parallelism}), ${seconds} s per figure, 2 cores shared`,
);
const format = (value: number) => value.toFixed(1).padStart(8);
for (const [grant, body] of Object.entries(bodies)) {
  const local = await inProcess(body, grant === 'password' ? 4 : 1);
  console.log(
    `  ${grant.padEnd(18)} app.inject:   ${format(local.rate)} req/s   p50 ${local.p50.toFixed(1)} ms   p95 ${local.p95.toFixed(1)} ms`,
  );
  // Logins take long under scrypt: count a fixed number of them rather than a time window.
  const http = await overHttp(body, grant === 'password' ? { amount: 30 } : { duration: seconds });
  const rate = http.requests.total / http.duration;
  console.log(
    http.requests.total === 0
      ? `  ${grant.padEnd(18)} HTTP (10 conn): no request finished within ${http.duration} s (is the machine busy?)`
      : `  ${grant.padEnd(18)} HTTP (10 conn): ${format(rate)} req/s   p50 ${http.latency.p50} ms   p99 ${http.latency.p99} ms`,
  );
}
console.log('  (the password grant is bound by scrypt on purpose: ADR 031)');

await app.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
