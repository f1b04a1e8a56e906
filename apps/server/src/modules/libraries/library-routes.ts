import {
  apiErrorSchema,
  campusListSchema,
  formAcceptedSchema,
  librariesQuerySchema,
  libraryCommentBodySchema,
  libraryListSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { createLibraryService } from './library-service.ts';

const tags = ['Libraries'];

/** The Libraries group of spec §7: lists under /api/unidade-informacao and /api/campus, and the library comment form (the acquisition suggestion is the suggestions module's). */
export function libraryRoutes(db: Database): FastifyPluginAsyncZod {
  const libraries = createLibraryService(db);

  return async (app) => {
    app.get(
      '/unidade-informacao',
      {
        schema: {
          tags,
          summary: 'Libraries, optionally of one campus',
          querystring: librariesQuerySchema,
          response: { 200: libraryListSchema },
        },
      },
      async (request) => ({ bibliotecas: await libraries.libraries(request.query.campus) }),
    );

    app.get(
      '/campus',
      { schema: { tags, summary: 'Campuses', response: { 200: campusListSchema } } },
      async () => ({
        campus: await libraries.campuses(),
      }),
    );

    app.post(
      '/unidade-informacao/comentario',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Sends a general comment to a library',
          body: libraryCommentBodySchema,
          response: { 201: formAcceptedSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const codigo = await libraries.comment(patronOf(request).codPessoa, request.body);
        return reply
          .status(201)
          .send({ message: translate(requestLocale(request), 'MensagemEnviada'), codigo });
      },
    );
  };
}
