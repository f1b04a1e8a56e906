import {
  apiErrorSchema,
  suggestionBodySchema,
  suggestionCreatedResponseSchema,
  suggestionStatisticsQuerySchema,
  suggestionStatisticsResponseSchema,
  suggestionStatusesResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { createSuggestionsService } from './suggestions-service.ts';

const tags = ['Acquisition'];

/** The acquisition-suggestion form (POST under /api/unidade-informacao). */
export function suggestionFormRoutes(db: Database, time: LibraryTime): FastifyPluginAsyncZod {
  const suggestions = createSuggestionsService(db, time);

  return async (app) => {
    app.post(
      '/sugestao-aquisicao',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Suggest a title for purchase (library, titulo and editor required)',
          body: suggestionBodySchema,
          response: { 201: suggestionCreatedResponseSchema, 403: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const sugestao = await suggestions.suggest(me, request.body, locale);
        return reply.status(201).send({ sugestao, message: translate(locale, 'SugestaoEnviada') });
      },
    );
  };
}

/** Acquisition of spec §7 under /api/aquisicao: statuses, the patron's suggestions, statistics. */
export function acquisitionRoutes(db: Database, time: LibraryTime): FastifyPluginAsyncZod {
  const suggestions = createSuggestionsService(db, time);

  return async (app) => {
    app.get(
      '/sugestoes/situacao',
      {
        config: { auth: 'private-if-present' },
        schema: {
          tags,
          summary: 'Purchase-suggestion statuses',
          response: { 200: suggestionStatusesResponseSchema },
        },
      },
      async (request) => ({ situacoes: suggestions.statuses(requestLocale(request)) }),
    );

    app.get(
      '/sugestoes',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s suggestions of a period (`dataIni`, `dataFim`) and status (`situacao`)',
          querystring: suggestionsQuerySchema,
          response: { 200: suggestionsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => ({
        sugestoes: await suggestions.list(patronOf(request).codPessoa, request.query, requestLocale(request)),
      }),
    );

    app.get(
      '/estatisticas',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s suggestions counted by status and library over a period',
          querystring: suggestionStatisticsQuerySchema,
          response: { 200: suggestionStatisticsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        suggestions.statistics(patronOf(request).codPessoa, request.query, requestLocale(request)),
    );
  };
}
