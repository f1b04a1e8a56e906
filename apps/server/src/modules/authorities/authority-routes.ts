import {
  apiErrorSchema,
  authorityComboQuerySchema,
  authorityComboSchema,
  authorityQuerySchema,
  authoritySchema,
  titleIdParamsSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { createAuthorityService } from './authority-service.ts';

const tags = ['Authority'];

/** The Authority group of spec §7 under /api/autoridade. */
export function authorityRoutes(db: Database): FastifyPluginAsyncZod {
  const authorities = createAuthorityService(db);

  return async (app) => {
    app.get(
      '/combo',
      {
        schema: {
          tags,
          summary: 'Headings of the given authorities (autoridades=1,2,...), or the authority types',
          querystring: authorityComboQuerySchema,
          response: { 200: authorityComboSchema },
        },
      },
      async (request) => authorities.combo(request.query.autoridades, requestLocale(request)),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          summary:
            'An authority with its see / see-also references, notes, sources, MARC record and the titles that use it',
          params: titleIdParamsSchema,
          querystring: authorityQuerySchema,
          response: { 200: authoritySchema, 404: apiErrorSchema },
        },
      },
      async (request) => authorities.authority(request.params.id, request.query, requestLocale(request)),
    );
  };
}
