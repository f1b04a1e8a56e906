import {
  apiErrorSchema,
  catalogSheetBodySchema,
  exchangeBodySchema,
  exchangeKindParamsSchema,
  interLibraryBodySchema,
  interLibraryDataResponseSchema,
  requestCreatedResponseSchema,
  requestKindParamsSchema,
  requestsQuerySchema,
  requestsResponseSchema,
  researchBodySchema,
  surveyBodySchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { createRequestsService } from './requests-service.ts';

const tags = ['Requests'];

/**
 * Bibliographic requests of spec §7 under /api/solicitacoes (exchange, survey, catalogue sheet,
 * specialised research) and inter-library loans under /api/emprestimo-inter-bibliotecas.
 */
export function requestsRoutes(db: Database, time: LibraryTime): FastifyPluginAsyncZod {
  const requests = createRequestsService(db, time);
  const created = { 201: requestCreatedResponseSchema, 422: apiErrorSchema };

  return async (app) => {
    app.post(
      '/solicitacoes/comutacao-bibliografica/:tipo',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Request a copy of an article, chapter, thesis, proceedings or standard (bibliographic exchange)',
          params: exchangeKindParamsSchema,
          body: exchangeBodySchema,
          response: created,
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await requests.create(
              patronOf(request),
              'comutacao-bibliografica',
              request.params.tipo,
              request.body,
              requestLocale(request),
            ),
          ),
    );

    const simple = [
      ['levantamento-bibliografico', surveyBodySchema, 'Request a bibliographic survey on a subject'],
      [
        'ficha-catalografica',
        catalogSheetBodySchema,
        'Request the catalogue sheet of a thesis or dissertation',
      ],
      ['pesquisa-especializada', researchBodySchema, 'Request specialised research'],
    ] as const;
    for (const [tipo, body, summary] of simple) {
      app.post(
        `/solicitacoes/${tipo}`,
        { config: { auth: 'private' }, schema: { tags, summary, body, response: created } },
        async (request, reply) =>
          reply
            .status(201)
            .send(
              await requests.create(
                patronOf(request),
                tipo,
                null,
                request.body as { biblioteca: number },
                requestLocale(request),
              ),
            ),
      );
    }

    app.get(
      '/solicitacoes/:tipo',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s requests of one kind, by status (`status`) and period',
          params: requestKindParamsSchema,
          querystring: requestsQuerySchema,
          response: { 200: requestsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        requests.list(
          patronOf(request).codPessoa,
          request.params.tipo,
          request.query,
          requestLocale(request),
        ),
    );

    app.get(
      '/emprestimo-inter-bibliotecas/dados',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'What the inter-library loan form starts with: libraries and the patron’s contacts',
          response: { 200: interLibraryDataResponseSchema },
        },
      },
      async (request) => requests.interLibraryForm(patronOf(request).codPessoa),
    );

    app.post(
      '/emprestimo-inter-bibliotecas',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Request a title from another institution (inter-library loan)',
          body: interLibraryBodySchema,
          response: created,
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await requests.create(
              patronOf(request),
              'emprestimo-inter-bibliotecas',
              null,
              request.body,
              requestLocale(request),
            ),
          ),
    );
  };
}
