import fastifyMultipart from '@fastify/multipart';
import {
  apiErrorSchema,
  clearanceCheckResponseSchema,
  clearanceMailBodySchema,
  clearanceQrQuerySchema,
  clearanceRequestBodySchema,
  clearanceResponseSchema,
  clearanceVerifyParamsSchema,
  clearanceVerifyResponseSchema,
  gruBodySchema,
  gruResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { createClearanceService } from './clearance-service.ts';

const tags = ['Clearance'];

/**
 * Clearance ("nada consta", ADR 062) and GRU slips. The routes under /api/unidade-informacao are
 * the patron's; /api/nada-consta holds the mail sending and the public check.
 */
export function clearanceRoutes(db: Database, mailer: Mailer, publicUrl: string, time: LibraryTime) {
  const clearance = createClearanceService(db, mailer, publicUrl, time);

  const patronArea: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/nada-consta/verifica',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Whether the patron can get a clearance declaration now, what is pending, and the one issued',
          response: { 200: clearanceCheckResponseSchema },
        },
      },
      async (request) => clearance.check(patronOf(request), requestLocale(request)),
    );

    app.post(
      '/nada-consta',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Issue the clearance declaration (no open loans or debts); accepting it suspends the patron from the information unit',
          body: clearanceRequestBodySchema,
          response: { 201: clearanceResponseSchema, 409: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await clearance.issue(patronOf(request), requestLocale(request))),
    );

    app.post(
      '/gru',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Generate a GRU payment slip for fines owed at a library (up to what is owed there)',
          body: gruBodySchema,
          response: { 201: gruResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await clearance.gru(patronOf(request), requestLocale(request), request.body)),
    );
  };

  const clearanceArea: FastifyPluginAsyncZod = async (app) => {
    // Form fields arrive as plain values, so the zod schema validates them like a JSON body.
    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: { files: 0, fields: 10 },
    });

    app.post(
      '/send-mail',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Send the patron’s clearance declaration by e-mail (multipart form field `email`)',
          consumes: ['multipart/form-data', 'application/json'],
          body: clearanceMailBodySchema,
          response: { 200: clearanceResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => clearance.mail(patronOf(request), requestLocale(request), request.body.email),
    );

    app.get(
      '/verificar/:codigo',
      {
        schema: {
          tags,
          summary: 'Public check of a clearance declaration by its verification code',
          params: clearanceVerifyParamsSchema,
          response: { 200: clearanceVerifyResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => clearance.verify(request.params.codigo),
    );

    app.get(
      '/verificar/:codigo/qrcode',
      {
        schema: {
          tags,
          summary:
            'The QR code (SVG, or PNG with `formato=png`) that opens the public check of a declaration; 404 for an unknown code',
          params: clearanceVerifyParamsSchema,
          querystring: clearanceQrQuerySchema,
          produces: ['image/svg+xml', 'image/png'],
        },
      },
      async (request, reply) => {
        const { type, image } = await clearance.qrCode(request.params.codigo, request.query.formato);
        // A declaration's code never changes, so its image can be cached for a day.
        return reply.header('cache-control', 'public, max-age=86400').type(type).send(image);
      },
    );
  };

  return { patronArea, clearanceArea };
}
