import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { demoLogins } from '../helpers/auth.ts';
import {
  emptyServerTarget,
  loginOn,
  seededServerTarget,
  type ServerTarget,
  serverPort,
  spawnServer,
  startServer,
} from '../helpers/server-process.ts';

/** What a finished demo holds, table by table. */
const tables = [
  'acervo',
  'autoridade',
  'exemplar',
  'acervo_busca',
  'pessoa',
  'login',
  'emprestimo',
  'reserva',
  'multa',
  'kardex_colecao',
  'rede_acervo',
];

async function countRows(db: Database) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = row!.n;
  }
  const [uncopied] = await db.query<{ n: number }>(
    `select count(*)::int as n from acervo a where not exists (select 1 from exemplar e where e.cod_acervo = a.cod_acervo)`,
  );
  counts['titles without copies'] = uncopied!.n;
  return counts;
}

describe('a first start killed while it imports the demo catalogue', () => {
  let folder: string;
  let target: ServerTarget;
  let finished: ServerTarget;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'acervo-first-start-'));
    target = await emptyServerTarget(path.join(folder, 'killed'));
    // The demo as a start that was never interrupted leaves it (the suite's seeded template).
    finished = await seededServerTarget(path.join(folder, 'finished'));
  }, 180_000);

  afterAll(async () => {
    await target?.drop();
    await finished?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('is finished by the next start: the whole catalogue with its copies, the patrons and their loans', async () => {
    const port = await serverPort(4);
    const first = spawnServer({ target, port, env: { DEMO_DATA: 'on' } });
    // Past 2,000 records the authorities are stored and part of the titles, not the rest.
    await first.waitForLog(/demo catalogue, [23]\d{3} records stored/, 300_000);
    await first.kill();
    expect(first.output()).not.toMatch(/Acervo is ready/);

    const second = await startServer({ target, port, env: { DEMO_DATA: 'on' }, timeoutMs: 300_000 });
    try {
      expect(await (await fetch(`${second.url}/api/consulta?termo=historia`)).json()).toMatchObject({
        total: expect.any(Number),
      });
      await loginOn(second.url, demoLogins.ana);
    } finally {
      await second.stop();
    }

    const [resumed, expected] = [await target.open(), await finished.open()];
    try {
      expect(await countRows(resumed)).toEqual(await countRows(expected));
    } finally {
      await resumed.close();
      await expected.close();
    }
  }, 900_000);
});
