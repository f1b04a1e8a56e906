import {
  apiErrorSchema,
  basketAddBodySchema,
  basketCollectionQuerySchema,
  basketCollectionResponseSchema,
  basketListQuerySchema,
  basketResponseSchema,
  basketUpdateBodySchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../i18n/locale.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import type { BasketService } from './basket-service.ts';

const tags = ['Basket'];

/** The permanent basket of spec §7 under /api/acervo/cesta-permanente (ADR 062). */
export function basketRoutes(basket: BasketService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s permanent basket (`situacao`: no_acervo, removido or todos)',
          querystring: basketListQuerySchema,
          response: { 200: basketResponseSchema },
        },
      },
      async (request) =>
        basket.list(patronOf(request).codPessoa, requestLocale(request), request.query.situacao),
    );

    app.post(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Add titles to the permanent basket (a removed one comes back)',
          body: basketAddBodySchema,
          response: { 200: basketResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        basket.add(patronOf(request).codPessoa, request.body.acervos, requestLocale(request)),
    );

    app.put(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Remove a title from the basket (`removido: true`, the default) or put it back',
          body: basketUpdateBodySchema,
          response: { 200: basketResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) =>
        basket.setRemoved(
          patronOf(request).codPessoa,
          request.body.acervo,
          request.body.removido,
          requestLocale(request),
        ),
    );

    app.get(
      '/colecao',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Basket titles by period: put in the basket (`tipoBusca=I`) or with copies acquired (`A`); default the last month; ' +
            '`situacao` no_acervo (default), removido or todos',
          querystring: basketCollectionQuerySchema,
          response: { 200: basketCollectionResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        basket.collection(patronOf(request).codPessoa, request.query, requestLocale(request)),
    );
  };
}
