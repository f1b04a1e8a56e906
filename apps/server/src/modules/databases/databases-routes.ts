import { databasesResponseSchema } from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { createDatabasesService } from './databases-service.ts';

const tags = ['Items'];

/**
 * The patron's databases (spec §7 `GET /api/acervo/meu-pergamum/bases-dados`, ADR 065): the
 * active ones open to the patron's category, in the institution's order. A database whose
 * redirect key is configured opens logged in through the base access URL.
 */
export function databasesRoutes(db: Database): FastifyPluginAsyncZod {
  const databases = createDatabasesService(db);

  return async (app) => {
    app.get(
      '/bases-dados',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The databases the patron’s category may open, with how to open each',
          response: { 200: databasesResponseSchema },
        },
      },
      async (request) => databases.ofPatron(patronOf(request).codLogin, requestLocale(request)),
    );
  };
}
