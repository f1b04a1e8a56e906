// Patron-area latencies (`npm run bench -- patron`), issue 8: p50/p95 of the open-loan list, of
// renew-all and of hold placement for a patron with 20 open loans, through app.inject (routing,
// validation, auth and serialisation included). Prints figures; never fails on timing.
// BENCH_ITERATIONS (default 200) sets the samples per figure; DATABASE_URL runs it on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { createPasswordHasher } from '../src/modules/auth/password-hasher.ts';
import { checkOut } from '../src/modules/loans/circulation.ts';
import { deskTime } from '../test/helpers/library-time.ts';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const dataDir = await mkdtemp(path.join(tmpdir(), 'acervo-bench-patron-'));
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const started = performance.now();
await migrate(db);
await seedDemo(db, { passwords: createPasswordHasher({ cost: 10, parallelism: 1 }) });
console.log(`demo database ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${db.engine})`);

// Daniel (professor) gets 20 open loans: his category's limit is raised for the bench only.
const [daniel] = await db.query<{ cod_login: number; cod_pessoa: number; cod_categoria: number }>(
  `select cod_login, cod_pessoa, cod_categoria from login where usuario = 'daniel.alves'`,
);
await db.query('update categoria_usuario set limite_emprestimos = 30 where cod_categoria = $1', [
  daniel!.cod_categoria,
]);
const [{ open } = { open: 0 }] = await db.query<{ open: number }>(
  'select count(*)::int as open from emprestimo where cod_pessoa = $1 and data_devolucao is null',
  [daniel!.cod_pessoa],
);
const copies = await db.query<{ cod_exemplar: number }>(
  `select distinct on (e.cod_acervo) e.cod_exemplar from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
    where e.situacao = 'disponivel' and t.permite_emprestimo and t.permite_reserva
      and not exists (select 1 from reserva r where r.cod_acervo = e.cod_acervo)
    order by e.cod_acervo, e.cod_exemplar limit $1`,
  [20 - open],
);
for (const copy of copies)
  await checkOut(db, { codLogin: daniel!.cod_login, codExemplar: copy.cod_exemplar }, deskTime);

const app = await buildApp({
  db,
  config: {
    portalDist: '/nonexistent',
    logLevel: 'silent',
    dataDir,
    rateLimitMax: 0,
    auth: { passwordHash: { cost: 10, parallelism: 1 } },
  },
});
await app.ready();
const token = async (username: string, password: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', client_id: 4, username, password },
    })
  ).json().access_token as string;
const danielToken = await token('daniel.alves', 'Prof$Acervo1');
const helenaToken = await token('2019050', '2580');

async function measure(name: string, prepare: () => Promise<void>, run: () => Promise<void>) {
  const samples: number[] = [];
  for (let index = 0; index < iterations; index++) {
    await prepare();
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))]!;
  console.log(
    `${name.padEnd(48)} p50 ${at(0.5).toFixed(1).padStart(7)} ms   p95 ${at(0.95).toFixed(1).padStart(7)} ms`,
  );
}

const expectStatus = (response: { statusCode: number; body: string }, status: number) => {
  if (response.statusCode !== status) throw new Error(`unexpected ${response.statusCode}: ${response.body}`);
};

const [{ loans } = { loans: 0 }] = await db.query<{ loans: number }>(
  'select count(*)::int as loans from emprestimo where cod_pessoa = $1 and data_devolucao is null',
  [daniel!.cod_pessoa],
);
console.log(`patron with ${loans} open loans; ${iterations} samples per figure`);

await measure(
  'GET /api/emprestimo/titulos-pendentes',
  async () => {},
  async () => {
    const response = await app.inject({
      url: '/api/emprestimo/titulos-pendentes',
      headers: { authorization: `Bearer ${danielToken}` },
    });
    expectStatus(response, 200);
  },
);
await measure(
  'GET /api/emprestimo/titulos-pendentes?showDetails',
  async () => {},
  async () => {
    const response = await app.inject({
      url: '/api/emprestimo/titulos-pendentes?showDetails=true',
      headers: { authorization: `Bearer ${danielToken}` },
    });
    expectStatus(response, 200);
  },
);
// Every loan is made renewable again before each sample (not timed), so each renew-all renews 20.
await measure(
  'POST /api/emprestimo/renovacao?todos=true (20)',
  async () => {
    await db.query(
      `update emprestimo set data_devolucao_prevista = current_date + 1, qtde_renovacoes = 0
        where cod_pessoa = $1 and data_devolucao is null`,
      [daniel!.cod_pessoa],
    );
  },
  async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/emprestimo/renovacao?todos=true',
      headers: { authorization: `Bearer ${danielToken}` },
    });
    expectStatus(response, 200);
    const body = response.json();
    if (body.renovados + body.recusados !== loans) throw new Error('renew-all did not answer every loan');
  },
);
// A hold on the title four patrons queue for (its only copy is lent); removed after each sample.
const [queued] = await db.query<{ cod_acervo: number; cod_biblioteca: number }>(
  `select cod_acervo, cod_biblioteca from reserva where situacao = 'fila' limit 1`,
);
await measure(
  'POST /api/reserva (queue of 4)',
  async () => {
    await db.query(
      `delete from reserva where cod_login = (select cod_login from login where usuario = '2019050')`,
    );
  },
  async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/reserva',
      headers: { authorization: `Bearer ${helenaToken}` },
      payload: { cod_acervo: queued!.cod_acervo, biblioteca: queued!.cod_biblioteca },
    });
    expectStatus(response, 201);
  },
);

await app.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
