import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppConfig, type AppServices, buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { testPasswordHash } from './constants.ts';
import { openTestDatabase } from './test-database.ts';

export type TestAppOptions = {
  portalDist?: string;
  config?: Partial<AppConfig>;
  services?: Partial<AppServices>;
  /** A database of the test's own instead of a copy of the seeded template. */
  openDatabase?: () => Promise<Database>;
  /** How long opening the database and the app may take (a fresh demo seeding takes a while). */
  setupTimeout?: number;
};

/**
 * The real app on a fresh seeded database for the tests of one file; requests go through
 * `app.inject`, the same routing, validation and serialisation a client meets. Each file gets its
 * own data folder (mail outbox, auth secret), cheap password hashing and no generic rate limit.
 */
export function useTestApp(options: TestAppOptions = {}) {
  const context = {} as { app: FastifyInstance; db: Database; dataDir: string };
  beforeAll(async () => {
    context.dataDir = await mkdtemp(path.join(tmpdir(), 'acervo-app-'));
    context.db = await (options.openDatabase ?? openTestDatabase)();
    context.app = await buildApp({
      db: context.db,
      config: {
        portalDist: options.portalDist ?? '/nonexistent',
        logLevel: 'silent',
        dataDir: context.dataDir,
        publicUrl: 'http://portal.test',
        rateLimitMax: 0,
        ...options.config,
        auth: { passwordHash: testPasswordHash, ...options.config?.auth },
      },
      services: options.services,
    });
    await context.app.ready();
  }, options.setupTimeout);
  afterAll(async () => {
    await context.app?.close();
    await context.db?.close();
    if (context.dataDir) await rm(context.dataDir, { recursive: true, force: true });
  });
  return context;
}
