import {
  apiErrorSchema,
  statisticsYearParamsSchema,
  statisticsYearSchema,
  statisticsYearsSchema,
  storageDataSchema,
  storageQuerySchema,
  titleIdParamsSchema,
  titleTotalsQuerySchema,
  titleTotalsResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../i18n/locale.ts';
import type { TitleService } from './title-service.ts';

const tags = ['Items'];

/**
 * Loan statistics, closed storage and permissions of a title: /totais, /dados-estatisticos,
 * /dados-armazem, /permissoes, /cor.
 */
export function titleStatisticsRoutes(titles: TitleService): FastifyPluginAsyncZod {
  return async (app) => {
    const params = titleIdParamsSchema;

    app.get(
      '/:id/totais',
      {
        schema: {
          tags,
          summary:
            'A title’s copies, copies on the shelf, and loans and holds of a period (dataIni, dataFim, biblioteca), overall and per library',
          params,
          querystring: titleTotalsQuerySchema,
          response: { 200: titleTotalsResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const { dataIni, dataFim, biblioteca } = request.query;
        return titles.totals(request.params.id, { dataIni, dataFim, biblioteca });
      },
    );

    app.get(
      '/:id/dados-estatisticos/anos',
      {
        schema: {
          tags,
          summary: 'Years in which the title was lent',
          params,
          response: { 200: statisticsYearsSchema, 404: apiErrorSchema },
        },
      },
      async (request) => titles.loanYears(request.params.id),
    );

    app.get(
      '/:id/dados-estatisticos/dados/:x',
      {
        schema: {
          tags,
          summary: 'Loans of the title per month of year x',
          params: statisticsYearParamsSchema,
          response: { 200: statisticsYearSchema, 404: apiErrorSchema },
        },
      },
      async (request) => titles.loansPerMonth(request.params.id, request.params.x),
    );

    app.get(
      '/:id/dados-armazem',
      {
        schema: {
          tags,
          summary: 'Copies of the title kept in closed storage (cod_biblioteca, volume, tomo, parte)',
          params,
          querystring: storageQuerySchema,
          response: { 200: storageDataSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => titles.storedCopies(request.params.id, request.query, requestLocale(request)),
    );

    app.get(
      '/:id/permissoes',
      {
        schema: {
          tags,
          summary: 'What can be done with the title: hold, loan, online access',
          params,
          response: {
            200: z.object({
              reserva: z.boolean(),
              emprestimo: z.boolean(),
              acesso_online: z.boolean(),
              comentario: z.boolean(),
            }),
            404: apiErrorSchema,
          },
        },
      },
      async (request) => titles.permissions(request.params.id),
    );

    app.get(
      '/:id/cor',
      {
        schema: {
          tags,
          summary: 'The colour the portal marks the title with (by work type)',
          params,
          response: { 200: z.object({ cor: z.string() }), 404: apiErrorSchema },
        },
      },
      async (request) => titles.colour(request.params.id),
    );
  };
}
