import {
  type Alert,
  alertIdParamsSchema,
  alertResponseSchema,
  alertsQuerySchema,
  alertsResponseSchema,
  apiErrorSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Queryable } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { ownRow } from '../access/patron-owned.ts';

const tags = ['Alerts'];

type AlertRow = {
  cod_alerta: number;
  tipo: Alert['tipo'];
  titulo: string;
  mensagem: string;
  cod_acervo: number | null;
  criado_em: Date;
  lido_em: Date | null;
};
const toAlert = (row: AlertRow): Alert => ({
  id: row.cod_alerta,
  tipo: row.tipo,
  titulo: row.titulo,
  mensagem: row.mensagem,
  codAcervo: row.cod_acervo,
  data: row.criado_em.toISOString(),
  lido: row.lido_em !== null,
});

/** Raises an alert for a patron (released holds, interest-profile matches, answered requests). */
export async function raiseAlert(
  db: Queryable,
  alert: {
    codPessoa: number;
    tipo: Alert['tipo'];
    titulo: string;
    mensagem: string;
    codAcervo?: number | null;
  },
) {
  await db.query(
    'insert into alerta (cod_pessoa, tipo, titulo, mensagem, cod_acervo) values ($1, $2, $3, $4, $5)',
    [alert.codPessoa, alert.tipo, alert.titulo, alert.mensagem, alert.codAcervo ?? null],
  );
}

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
        const rows = await db.query<AlertRow>(
          `select cod_alerta, tipo, titulo, mensagem, cod_acervo, criado_em, lido_em from alerta
            where cod_pessoa = $1 and criado_em >= $2::date::timestamp at time zone $4
              and criado_em < ($3::date + 1)::timestamp at time zone $4
            order by criado_em desc, cod_alerta desc`,
          [me.codPessoa, request.query.dataIni, request.query.dataFim, time.zone],
        );
        const alertas = rows.map(toAlert);
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
        const row = await ownRow<AlertRow>(
          db,
          'AlertaNaoEncontrado',
          `update alerta set lido_em = coalesce(lido_em, $3) where cod_alerta = $1 and cod_pessoa = $2
           returning cod_alerta, tipo, titulo, mensagem, cod_acervo, criado_em, lido_em`,
          [request.params.id, me.codPessoa, time.now()],
        );
        return { alerta: toAlert(row), message: translate(requestLocale(request), 'AlertaLido') };
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
        await ownRow(
          db,
          'AlertaNaoEncontrado',
          'delete from alerta where cod_alerta = $1 and cod_pessoa = $2 returning 1',
          [request.params.id, me.codPessoa],
        );
        return { message: translate(requestLocale(request), 'AlertaExcluido') };
      },
    );
  };
}
