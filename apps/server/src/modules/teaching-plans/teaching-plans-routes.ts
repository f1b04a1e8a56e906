import {
  apiErrorSchema,
  teachingPlanOptionsResponseSchema,
  teachingPlanQuerySchema,
  teachingPlanResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { createTeachingPlansService } from './teaching-plans-service.ts';

const tags = ['Teaching plans'];

/** Teaching plans of spec §7 under /api/acervo/plano-ensino: bibliography with live availability. */
export function teachingPlansRoutes(db: Database): FastifyPluginAsyncZod {
  const teachingPlans = createTeachingPlansService(db);

  return async (app) => {
    app.get(
      '/disciplinas-bibliotecas',
      {
        config: { auth: 'private-if-present' },
        schema: {
          tags,
          summary: 'Disciplines with teaching plans, their departments and years, and the libraries',
          response: { 200: teachingPlanOptionsResponseSchema },
        },
      },
      async () => teachingPlans.options(),
    );

    app.get(
      '/bibliografia',
      {
        config: { auth: 'private-if-present' },
        schema: {
          tags,
          summary:
            'Teaching plans matching the filters (at least one) with their bibliography and live availability',
          querystring: teachingPlanQuerySchema,
          response: { 200: teachingPlanResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => teachingPlans.bibliography(request.query),
    );
  };
}
