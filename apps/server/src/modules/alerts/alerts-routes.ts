import {
  alertIdParamsSchema,
  alertResponseSchema,
  alertsQuerySchema,
  alertsResponseSchema,
  apiErrorSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { ownOr404 } from '../access/patron-owned.ts';
import { deleteAlertOfPerson, findAlertsOfPerson, markAlertRead } from './alerts-repository.ts';

const tags = ['Alerts'];

/** Alerts of spec §7 under /api/alertas: by date range, mark read, delete. */
export function alertsRoutes(db: Database, time: LibraryTime): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s alerts of a period (`dataIni`, `dataFim`, both required), newest first',
          querystring: alertsQuerySchema,
          response: { 200: alertsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const alertas = await findAlertsOfPerson(db, me.codPessoa, request.query, time.zone);
        return { alertas, naoLidos: alertas.filter((alert) => !alert.lido).length };
      },
    );

    app.put(
      '/:id',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Mark one of the patron’s alerts as read',
          params: alertIdParamsSchema,
          response: { 200: alertResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const alerta = ownOr404(
          await markAlertRead(db, me.codPessoa, request.params.id, time.now()),
          'AlertaNaoEncontrado',
        );
        return { alerta, message: translate(requestLocale(request), 'AlertaLido') };
      },
    );

    app.delete(
      '/:id',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Delete one of the patron’s alerts',
          params: alertIdParamsSchema,
          response: { 200: alertResponseSchema.pick({ message: true }), 404: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        if (!(await deleteAlertOfPerson(db, me.codPessoa, request.params.id))) {
          throw new HttpError(404, 'AlertaNaoEncontrado');
        }
        return { message: translate(requestLocale(request), 'AlertaExcluido') };
      },
    );
  };
}
