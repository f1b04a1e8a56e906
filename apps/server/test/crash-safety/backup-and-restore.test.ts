import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openPgliteDatabase } from '../../src/db/pglite/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres/postgres-database.ts';
import { demoLogins } from '../helpers/auth.ts';
import {
  loginOn,
  type ServerProcess,
  type ServerTarget,
  serverPort,
  startServer,
  useServerTarget,
} from '../helpers/server-process.ts';
import { createPostgresCopy } from '../helpers/test-database.ts';

type Renewal = {
  codExemplar: string;
  sucesso?: boolean;
  dataDevolucaoPrevista: string;
  qtdeRenovacoes: string;
};

const serverFolder = path.join(import.meta.dirname, '../..');
const template = inject('testDatabaseTemplate');

/** Patrons of the demo with loans, renewals, holds or debts between them. */
const patrons = [demoLogins.ana, demoLogins.bruno, demoLogins.carla, demoLogins.elena, demoLogins.daniel];
/** A demo patron whose password is blocked after too many wrong attempts. */
const blocked = demoLogins.fabio;
const patronRoutes = [
  '/api/emprestimo/titulos-pendentes',
  '/api/emprestimo/historico',
  '/api/emprestimo/debitos-pendentes',
  '/api/emprestimo/multas',
  '/api/reserva/historico',
];
const publicRoutes = [
  '/api/consulta?termo=historia',
  '/api/consulta?termo=anatomia&filtro=T:1',
  '/api/acervo/1',
];

/** Runs one of the server's npm scripts as an operator does, with the environment given. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
    cwd: serverFolder,
    env: { ...process.env, ...env, INIT_CWD: serverFolder },
    encoding: 'utf8',
  });
  expect(result.status, `${script}: ${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

function runTool(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  expect(result.status, `${command}: ${result.stderr}`).toBe(0);
}

/**
 * A backup taken the way the README tells an operator to, restored into a place nobody used: the
 * embedded folder with `db:dump` and `db:restore`, PostgreSQL with `pg_dump` and `pg_restore`.
 */
async function backUpIntoFreshTarget(original: ServerTarget, folder: string): Promise<ServerTarget> {
  const dataDir = path.join(folder, 'restored');
  const backup = path.join(folder, 'backups', 'acervo.backup');
  await mkdir(path.dirname(backup), { recursive: true });
  if (template.engine === 'pglite') {
    expect(runScript('db-dump.ts', [`${backup}.tar.gz`], original.env)).toMatch(/Backed up/);
    expect(runScript('db-restore.ts', [`${backup}.tar.gz`], { DATA_DIR: dataDir })).toMatch(/Restored/);
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      open: () => openPgliteDatabase({ dataDir: path.join(dataDir, 'pglite') }),
      drop: async () => undefined,
    };
  }
  runTool('pg_dump', ['--format=custom', `--file=${backup}`, original.env.DATABASE_URL!]);
  const fresh = await createPostgresCopy(template, '');
  runTool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${fresh.url}`, backup]);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: fresh.url },
    dataDir,
    open: () => openPostgresDatabase(fresh.url),
    drop: fresh.drop,
  };
}

async function answer(server: ServerProcess, route: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${route}`, { headers });
  return { route, status: response.status, body: (await response.json()) as unknown };
}

/**
 * The same question to both servers, back to back. Due-date estimates and queue forecasts count
 * from the library's today: should midnight fall between the two answers, both are asked again.
 */
async function bothAnswer(
  servers: [ServerProcess, ServerProcess],
  route: string,
  headers: [Record<string, string>, Record<string, string>] = [{}, {}],
) {
  for (let attempt = 0; ; attempt++) {
    const original = await answer(servers[0], route, headers[0]);
    const restored = await answer(servers[1], route, headers[1]);
    if (attempt === 1 || JSON.stringify(original) === JSON.stringify(restored)) return { original, restored };
  }
}

describe('a backup restored into a fresh place', () => {
  const backups = useServerTarget('acervo-backup-', 2);

  it('logs the same patrons in and answers as the original did, the last renewals included', async () => {
    const first = await backups.start();
    // A write after the seed, so the backup is checked for what the server itself stored.
    const bruno = await loginOn(first.url, demoLogins.bruno);
    const pending = (await answer(first, '/api/emprestimo/titulos-pendentes', bruno)).body as {
      titulos: Array<{ codExemplar: string; codBibliotecaExemplar: string }>;
    };
    const renewal = await fetch(`${first.url}/api/emprestimo/renovacao`, {
      method: 'POST',
      headers: { ...bruno, 'content-type': 'application/json' },
      body: JSON.stringify(
        pending.titulos.map((loan) => ({
          codExemplar: Number(loan.codExemplar),
          codBibliotecaExemplar: Number(loan.codBibliotecaExemplar),
        })),
      ),
    });
    expect(renewal.status).toBe(200);
    const outcomes = ((await renewal.json()) as { renovacoes: Renewal[] }).renovacoes;
    const renewed = outcomes.filter((outcome) => outcome.sucesso);
    expect(renewed.length).toBeGreaterThan(0);
    // Both ways of backing up read a database nobody writes to: the server is stopped first.
    await first.stop();

    const restoredTarget = await backUpIntoFreshTarget(backups.target, backups.folder);
    try {
      const original = await backups.start();
      const restored = await startServer({ target: restoredTarget, port: await serverPort(3) });
      try {
        const servers: [ServerProcess, ServerProcess] = [original, restored];
        for (const route of publicRoutes) {
          const { original: expected, restored: actual } = await bothAnswer(servers, route);
          expect(expected.status).toBe(200);
          expect(actual).toEqual(expected);
        }
        for (const patron of patrons) {
          // The stored password hashes came along: the same password logs in on both.
          const tokens: [Record<string, string>, Record<string, string>] = [
            await loginOn(original.url, patron),
            await loginOn(restored.url, patron),
          ];
          for (const route of patronRoutes) {
            const { original: expected, restored: actual } = await bothAnswer(servers, route, tokens);
            expect(expected.status, `${patron.username} ${route}`).toBe(200);
            expect(actual, `${patron.username} ${route}`).toEqual(expected);
          }
        }
        for (const server of servers) {
          const refused = await fetch(`${server.url}/oauth/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ grant_type: 'password', client_id: '4', ...blocked }),
          });
          expect(refused.status).toBe(430);
        }
        const restoredLoans = await answer(
          restored,
          '/api/emprestimo/titulos-pendentes',
          await loginOn(restored.url, demoLogins.bruno),
        );
        for (const { codExemplar, dataDevolucaoPrevista, qtdeRenovacoes } of renewed)
          expect((restoredLoans.body as { titulos: Renewal[] }).titulos).toContainEqual(
            expect.objectContaining({ codExemplar, dataDevolucaoPrevista, qtdeRenovacoes }),
          );
      } finally {
        await restored.kill();
        await original.kill();
      }
    } finally {
      await restoredTarget.drop();
    }
  }, 600_000);
});
