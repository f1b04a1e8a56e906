import {
  apiErrorSchema,
  searchCorrectionQuerySchema,
  searchCorrectionResponseSchema,
  type SearchSuggestionFieldCode,
  searchSuggestionQuerySchema,
  searchSuggestionsResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SuggestionField } from './search-index.ts';
import { catalogueBeingPrepared, type SearchIndexRuntime } from './search-index-runtime.ts';

const tags = ['Search'];

const FIELDS: Record<SearchSuggestionFieldCode, SuggestionField> = {
  livre: 'todos',
  titulo: 'titulo',
  autor: 'autor',
  assunto: 'assunto',
};

/** `GET /api/consulta/sugestoes` and `/sugestoes/correcao`: suggestions from the index's term dictionary. */
export function suggestionRoutes(runtime: SearchIndexRuntime): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        schema: {
          tags,
          summary: 'Completes the last word typed into the search field (titles, authors, subjects)',
          querystring: searchSuggestionQuerySchema,
          response: { 200: searchSuggestionsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        // While a large catalogue is still being indexed there is nothing to suggest yet (ADR 142).
        const service = await runtime.readySoon();
        if (!service) return { sugestoes: [] };
        await service.sync();
        const { termo, campo, limite } = request.query;
        const found = service.current.complete(termo, FIELDS[campo], limite);
        return {
          sugestoes: found.map((suggestion) => ({ texto: suggestion.text, total: suggestion.count })),
        };
      },
    );
    app.get(
      '/correcao',
      {
        schema: {
          tags,
          summary: '"Did you mean": a corrected query that finds more titles, when there is one',
          querystring: searchCorrectionQuerySchema,
          response: { 200: searchCorrectionResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const service = await runtime.readySoon();
        if (!service) throw catalogueBeingPrepared();
        await service.sync();
        const { termo, campo } = request.query;
        const index = service.current;
        const correction = index.correct(termo, FIELDS[campo]);
        return {
          total: index.count(termo, FIELDS[campo]),
          sugestao: correction && { texto: correction.text, total: correction.count },
        };
      },
    );
  };
}
