import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { searchResponseSchema } from '@acervo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { importMarcFiles } from '../../src/catalogue-import/importer.ts';
import type { Database } from '../../src/db/database.ts';
import { openPostgresDatabase } from '../../src/db/postgres/postgres-database.ts';
import { hashOpaqueToken, refreshRetryGraceSeconds } from '../../src/modules/auth/refresh-tokens.ts';
import { syncSearchDocuments } from '../../src/modules/search/documents/sync-search-documents.ts';
import { bearer, demoLogins, freshAddress } from '../helpers/auth.ts';
import { testPasswordHash } from '../helpers/constants.ts';
import { createPostgresCopy } from '../helpers/test-database.ts';

const template = inject('testDatabaseTemplate');

/**
 * Several API servers behind a load balancer on one PostgreSQL (README, "Scaling out"): two apps,
 * each with its own connection pool, data folder, search index and caches, sharing only the
 * database and AUTH_SECRET. What one server does, the other sees. Runs on PostgreSQL only
 * (`npm run test:server:postgres`): the embedded database belongs to one process.
 */
describe.runIf(template.engine === 'postgres')('two API servers on one PostgreSQL', () => {
  const servers: Array<{ app: FastifyInstance; db: Database; dataDir: string }> = [];
  let drop: () => Promise<void> = async () => {};
  let folder = '';

  beforeAll(async () => {
    if (template.engine !== 'postgres') return;
    const copy = await createPostgresCopy(template);
    drop = copy.drop;
    folder = await mkdtemp(path.join(tmpdir(), 'acervo-scale-out-'));
    const secret = randomBytes(32).toString('base64url');
    for (const name of ['a', 'b']) {
      const db = await openPostgresDatabase(copy.url);
      const dataDir = path.join(folder, name);
      const app = await buildApp({
        db,
        config: {
          portalDist: '/nonexistent',
          logLevel: 'silent',
          dataDir,
          publicUrl: 'http://portal.test',
          rateLimitMax: 0,
          auth: { passwordHash: testPasswordHash, secret, lockAfter: 3 },
        },
      });
      await app.ready();
      servers.push({ app, db, dataDir });
    }
  });
  afterAll(async () => {
    for (const { app, db } of servers) {
      await app.close();
      await db.close();
    }
    await drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const server = (name: 'a' | 'b') => servers[name === 'a' ? 0 : 1]!.app;
  const token = (on: 'a' | 'b', payload: Record<string, unknown>) =>
    server(on).inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: freshAddress(),
      payload: { client_id: '4', ...payload },
    });
  const search = async (on: 'a' | 'b', termo: string) =>
    searchResponseSchema.parse(
      (await server(on).inject({ method: 'GET', url: `/api/consulta?termo=${termo}&facetas=0` })).json(),
    );

  it('a title imported through one server is found by a search on the other', async () => {
    // The other server's index is built and following the change feed before the import
    // (suggestions wait for the index).
    const ready = await server('b').inject({ method: 'GET', url: '/api/consulta/sugestoes?termo=bra' });
    expect(ready.statusCode).toBe(200);
    expect((await search('b', 'jabuticabeira')).total).toBe(0);

    const file = path.join(folder, 'new-title.jsonl');
    const record = {
      leader: '00000nam a2200000 i 4500',
      fields: [
        { '001': 'escala-1' },
        { '003': 'TESTE' },
        { '245': { ind1: '1', ind2: '0', subfields: [{ a: 'Jabuticabeira em flor' }] } },
      ],
    };
    await writeFile(file, JSON.stringify(record));
    // What `npm run import` does, through the first server's connections.
    const { db } = servers[0]!;
    expect((await importMarcFiles(db, [file])).imported).toBe(1);
    await syncSearchDocuments(db);

    // The other server learns of it from the change feed, which it follows every few seconds.
    let found: number[] = [];
    for (let attempt = 0; attempt < 60 && found.length === 0; attempt++) {
      found = (await search('b', 'jabuticabeira')).data.map((hit) => hit.cod_acervo);
      if (found.length === 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const [title] = await db.query<{ cod_acervo: number }>(
      `select cod_acervo from acervo where numero_controle = 'escala-1'`,
    );
    expect(found).toEqual([title!.cod_acervo]);
    expect((await search('a', 'jabuticabeira')).data.map((hit) => hit.cod_acervo)).toEqual(found);
  }, 60_000);

  it('a login locked on one server is locked on the other', async () => {
    const { username, password } = demoLogins.bruno;
    for (let i = 1; i <= 2; i++) {
      expect((await token('a', { grant_type: 'password', username, password: 'wrong' })).statusCode).toBe(
        401,
      );
    }
    const third = await token('a', { grant_type: 'password', username, password: 'wrong' });
    expect(third.statusCode).toBe(430);
    const other = await token('b', { grant_type: 'password', username, password });
    expect(other.statusCode).toBe(430);
    expect(other.json().code).toBe('ACESSO_BLOQUEADO');
  });

  it('a token from one server is good on the other; a refresh token rotated on one is refused as reused on the other', async () => {
    const { username, password } = demoLogins.carla;
    const session = (await token('a', { grant_type: 'password', username, password })).json();
    const loans = await server('b').inject({
      method: 'GET',
      url: '/api/emprestimo/titulos-pendentes',
      headers: bearer(session.access_token),
    });
    expect(loans.statusCode).toBe(200);

    const rotated = await token('a', { grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(rotated.statusCode).toBe(200);
    // Past the grace in which a client whose answer was lost may retry once.
    await servers[0]!.db.query(
      `update token_atualizacao set usado_em = now() - make_interval(secs => $2) where hash = $1`,
      [hashOpaqueToken(session.refresh_token), refreshRetryGraceSeconds + 1],
    );
    const reused = await token('b', { grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('invalid_grant');
    // The reuse ended the whole session, on both servers.
    const successor = await token('a', {
      grant_type: 'refresh_token',
      refresh_token: rotated.json().refresh_token,
    });
    expect(successor.statusCode).toBe(401);
  });

  it('the same hold placed on each server at once for the last copy is booked once', async () => {
    const { db } = servers[0]!;
    // A title whose only copy at its library is out on loan to someone other than Daniel.
    const [copy] = await db.query<{ cod_acervo: number; cod_biblioteca: number }>(
      `select e.cod_acervo, e.cod_biblioteca
         from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
         join emprestimo m on m.cod_exemplar = e.cod_exemplar and m.data_devolucao is null
         join login l on l.cod_login = m.cod_login
        where t.permite_reserva and l.usuario <> $1
          and e.volume is null and e.tomo is null and e.parte is null and e.material_adicional is null
          and (select count(*) from exemplar o where o.cod_acervo = e.cod_acervo and o.cod_biblioteca = e.cod_biblioteca) = 1
          and not exists (select 1 from reserva r where r.cod_acervo = e.cod_acervo)
        order by e.cod_acervo limit 1`,
      [demoLogins.daniel.username],
    );
    expect(copy).toBeDefined();
    const { username, password } = demoLogins.daniel;
    const session = (await token('a', { grant_type: 'password', username, password })).json();
    const target = { cod_acervo: copy!.cod_acervo, biblioteca: copy!.cod_biblioteca };
    const place = (on: 'a' | 'b') =>
      server(on).inject({
        method: 'POST',
        url: '/api/reserva',
        headers: bearer(session.access_token),
        payload: target,
      });
    const answers = await Promise.all([place('a'), place('b')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const [held] = await db.query<{ count: number }>(
      `select count(*)::int as count from reserva where cod_acervo = $1 and situacao = 'fila'`,
      [copy!.cod_acervo],
    );
    expect(held!.count).toBe(1);
  });
});
