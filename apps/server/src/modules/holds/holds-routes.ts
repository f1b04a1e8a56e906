import {
  apiErrorSchema,
  holdBodySchema,
  holdCancelledResponseSchema,
  holdCancelQuerySchema,
  holdCreatedResponseSchema,
  holdHistoryQuerySchema,
  holdIdParamsSchema,
  holdOptionsResponseSchema,
  holdQueueCheckResponseSchema,
  holdsResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LibraryTime } from '../../time/library-time.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { mailReleases } from './hold-release.ts';
import { createHoldsService } from './holds-service.ts';

const tags = ['Holds'];

/** Holds of spec §7 under /api/reserva. */
export function holdsRoutes(db: Database, mailer: Mailer, time: LibraryTime): FastifyPluginAsyncZod {
  const holds = createHoldsService(db, time);
  return async (app) => {
    app.get(
      '/:id/informacoes-iniciais',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'What the hold dialog offers for a title: libraries, options, queue lengths, the patron’s limit',
          params: holdIdParamsSchema,
          response: { 200: holdOptionsResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const info = await holds.initialInformation(me.codLogin, request.params.id);
        return {
          acervo: { codigo: request.params.id, titulo: info.title.titulo },
          bibliotecas: info.libraries.map(({ motivo, ...library }) => ({
            ...library,
            permiteReserva: motivo === null,
            motivo: motivo ? translate(locale, motivo) : null,
          })),
          limiteReservas: info.standing.holdLimit,
          reservasAtivas: info.standing.activeHolds,
        };
      },
    );

    app.post(
      '/validar-fila',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Check a hold without placing it: the queue place and estimated availability it would get',
          body: holdBodySchema,
          response: {
            200: holdQueueCheckResponseSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const { posicao, previsao } = await holds.checkQueue(me.codLogin, request.body);
        return {
          pode_reservar: true,
          posicao,
          previsao,
          message: translate(requestLocale(request), 'ReservaPosicaoFila', { posicao }),
        };
      },
    );

    app.post(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Place a hold (impossible while a matching copy is available for loan)',
          body: holdBodySchema,
          response: {
            201: holdCreatedResponseSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const me = patronOf(request);
        const { codReserva, releases } = await holds.place(me.codLogin, request.body);
        await mailReleases(mailer, releases, request.log);
        const reserva = (await holds.list(me.codPessoa, { active: true })).find(
          (hold) => hold.codigo === codReserva,
        );
        if (!reserva) throw new HttpError(500, 'OcorreuErroInesperado');
        return reply.status(201).send({
          reserva,
          message: translate(requestLocale(request), 'ReservaEfetuada', { posicao: reserva.posicao ?? 1 }),
        });
      },
    );

    app.get(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s holds in the queue (with place and estimated date) or released',
          response: { 200: holdsResponseSchema },
        },
      },
      async (request) => ({ reservas: await holds.list(patronOf(request).codPessoa, { active: true }) }),
    );

    app.delete(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Cancel one of the patron’s holds (`codigo`)',
          querystring: holdCancelQuerySchema,
          response: {
            200: holdCancelledResponseSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const releases = await holds.cancel(me.codPessoa, request.query.codigo);
        await mailReleases(mailer, releases, request.log);
        return {
          reservas: await holds.list(me.codPessoa, { active: true }),
          message: translate(requestLocale(request), 'ReservaCancelada'),
        };
      },
    );

    app.get(
      '/historico',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Every hold the patron placed in a period (`dataIni`, `dataFim`), whatever became of it',
          querystring: holdHistoryQuerySchema,
          response: { 200: holdsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => ({
        reservas: await holds.list(patronOf(request).codPessoa, { active: false, ...request.query }),
      }),
    );
  };
}
