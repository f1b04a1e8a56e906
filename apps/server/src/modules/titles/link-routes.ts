import { apiErrorSchema, referenceResponseSchema, titleIdParamsSchema } from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { titleReferences } from './title-exports.ts';

const tags = ['Links'];

/** The Links group of spec §7 under /api/vinculos. */
export function linkRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/abnt/:id',
      {
        schema: {
          tags,
          summary: 'The ABNT reference of a title',
          params: titleIdParamsSchema,
          response: { 200: referenceResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const [reference] = await titleReferences(db, [request.params.id], 'abnt', requestLocale(request));
        if (!reference) throw notFound();
        return { estilo: 'abnt' as const, referencia: reference.html, texto: reference.texto };
      },
    );
  };
}
