import {
  apiErrorSchema,
  networkInstitutionsResponseSchema,
  networkRecordSchema,
  networkSearchQuerySchema,
  networkSearchResponseSchema,
  titleIdParamsSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { findNetworkRecord, listPartnerInstitutions } from './network-repository.ts';
import { searchNetwork } from './network-service.ts';

const tags = ['Network'];

/** The Network group of spec §7 under /api/rede-pergamum. */
export function networkRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/oai/instituicoes',
      {
        schema: {
          tags,
          summary: 'Partner institutions of the network catalogue',
          response: { 200: networkInstitutionsResponseSchema },
        },
      },
      async () => ({ instituicoes: await listPartnerInstitutions(db) }),
    );

    app.get(
      '/acervo',
      {
        schema: {
          tags,
          summary:
            'Searches the partners’ records by title words (all must match, 3+ characters as prefixes); with cod_acervo, the records of that local title’s work (same title, same first author; ADR 122)',
          querystring: networkSearchQuerySchema,
          response: { 200: networkSearchResponseSchema },
        },
      },
      async (request) => searchNetwork(db, requestLocale(request), request.query),
    );

    app.get(
      '/acervo/:id',
      {
        schema: {
          tags,
          summary: 'One record of the network catalogue',
          params: titleIdParamsSchema,
          response: { 200: networkRecordSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const record = await findNetworkRecord(db, requestLocale(request), request.params.id);
        if (!record) throw notFound();
        return networkRecordSchema.parse(record);
      },
    );
  };
}
