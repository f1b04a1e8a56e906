import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * The real app on a fresh seeded database for the tests of one file; requests go through
 * `app.inject`, the same routing, validation and serialisation a client meets.
 */
export function useTestApp(options: { portalDist?: string } = {}) {
  const context = {} as { app: FastifyInstance; db: Database };
  beforeAll(async () => {
    context.db = await openTestDatabase();
    context.app = await buildApp({
      db: context.db,
      config: { portalDist: options.portalDist ?? '/nonexistent', logLevel: 'silent' },
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.close();
  });
  return context;
}
