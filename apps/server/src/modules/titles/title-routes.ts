import {
  apiErrorSchema,
  copiesQuerySchema,
  copiesResponseSchema,
  dublinCoreSchema,
  marcQuerySchema,
  marcRowsSchema,
  referenceQuerySchema,
  referenceResponseSchema,
  titleDetailSchema,
  titleIdParamsSchema,
  titleLinkSchema,
  titleLibrarySchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../i18n/locale.ts';
import type { TitleService } from './title-service.ts';

const tags = ['Items'];

/** The Items group of spec §7 under /api/acervo: a title and its tabs. Anyone may read them. */
export function titleRoutes(titles: TitleService): FastifyPluginAsyncZod {
  return async (app) => {
    const params = titleIdParamsSchema;

    app.get(
      '/:id',
      {
        schema: {
          tags,
          summary: 'A title with its data, links and libraries',
          params,
          response: { 200: titleDetailSchema, 404: apiErrorSchema },
        },
      },
      async (request) => titles.detail(request.params.id, requestLocale(request)),
    );

    app.get(
      '/:id/exemplares',
      {
        schema: {
          tags,
          summary: 'The copies of a title, optionally of one library',
          params,
          querystring: copiesQuerySchema,
          response: { 200: copiesResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({
        exemplares: await titles.copies(request.params.id, requestLocale(request), request.query.cod_unidade),
      }),
    );

    app.get(
      '/:id/referencia',
      {
        schema: {
          tags,
          summary: 'The ABNT NBR 6023 (or APA) reference of a title',
          params,
          querystring: referenceQuerySchema,
          response: { 200: referenceResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => titles.reference(request.params.id, request.query.estilo, requestLocale(request)),
    );

    app.get(
      '/:id/marc',
      {
        schema: {
          tags,
          summary: 'The MARC record as rows (liberacao=1: without staff-only fields)',
          params,
          querystring: marcQuerySchema,
          response: { 200: marcRowsSchema, 404: apiErrorSchema },
        },
      },
      async (request) => titles.marc(request.params.id, request.query.liberacao === '1'),
    );

    for (const format of ['iso2709', 'marcxml'] as const) {
      app.get(
        `/:id/marc/${format}`,
        {
          schema: {
            tags,
            summary: `Downloads the MARC record as ${format === 'iso2709' ? 'ISO 2709' : 'MARCXML'}`,
            params,
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const file = await titles.marcFile(id, format, requestLocale(request));
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="acervo-${id}.${file.extension}"`)
            .send(file.body);
        },
      );
    }

    app.get(
      '/:id/dublin-core',
      {
        schema: {
          tags,
          summary: 'The title as Dublin Core (oai_dc elements)',
          params,
          response: { 200: dublinCoreSchema, 404: apiErrorSchema },
        },
      },
      async (request) => titles.dublinCore(request.params.id, requestLocale(request)),
    );

    app.get(
      '/:id/links',
      {
        schema: {
          tags,
          summary: 'Online links of a title',
          params,
          response: { 200: z.object({ links: z.array(titleLinkSchema) }) },
        },
      },
      async (request) => ({ links: await titles.links(request.params.id) }),
    );

    app.get(
      '/:id/bibliotecas',
      {
        schema: {
          tags,
          summary: 'Libraries holding copies of a title',
          params,
          response: { 200: z.object({ bibliotecas: z.array(titleLibrarySchema) }) },
        },
      },
      async (request) => ({ bibliotecas: await titles.libraries(request.params.id) }),
    );
  };
}
