import { apiErrorSchema, institutionSchema } from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { findInstitution } from './institution-repository.ts';

/** The Parameters group of spec §7, under /api/parametros. */
export function parametersRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/instituicao',
      {
        schema: {
          tags: ['Parameters'],
          summary: 'The institution running this portal: name, brand, login texts and settings',
          response: { 200: institutionSchema, 404: apiErrorSchema },
        },
      },
      async () => {
        const institution = await findInstitution(db);
        if (!institution) throw notFound();
        return institution;
      },
    );
  };
}
