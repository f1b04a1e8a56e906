import {
  apiErrorSchema,
  contentProviderCodeSchema,
  contentProviderLinkBodySchema,
  contentProviderLinkResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../i18n/locale.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import type { ContentProviders } from './provider-service.ts';

const tags = ['Links'];
const responses = { 200: contentProviderLinkResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Third-party content providers under /api/vinculos (spec §7 Links; ADR 078). */
export function providerRoutes(providers: ContentProviders): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/grupoa',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'A signed, short-lived link to the Grupo A digital library for the logged-in patron',
          body: contentProviderLinkBodySchema.optional(),
          response: responses,
        },
      },
      async (request) =>
        providers.link({ code: 'grupoa' }, patronOf(request).codPessoa, requestLocale(request)),
    );

    app.post(
      '/provedores/:codigo',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'A signed, short-lived link to one of the institution’s content providers',
          params: z.object({ codigo: contentProviderCodeSchema }),
          response: responses,
        },
      },
      async (request) =>
        providers.link({ code: request.params.codigo }, patronOf(request).codPessoa, requestLocale(request)),
    );
  };
}
