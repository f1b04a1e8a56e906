import {
  apiErrorSchema,
  calendarFeedCreatedResponseSchema,
  calendarFeedResponseSchema,
  calendarFileParamsSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { createCalendarFeedService } from './calendar-feed-service.ts';

const tags = ['Calendar feed'];

/**
 * The patron's calendar feed (ADR 091) under /api/calendario: make, read and revoke the private
 * address (patron token), and the ICS document itself, which calendar apps fetch with nothing but
 * the secret in its address.
 */
export function calendarFeedRoutes(
  db: Database,
  publicUrl: string,
  time: LibraryTime,
): FastifyPluginAsyncZod {
  const calendarFeed = createCalendarFeedService(db, publicUrl, time);

  return async (app) => {
    app.get(
      '/assinatura',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s calendar feed address, or null',
          response: { 200: calendarFeedResponseSchema },
        },
      },
      async (request) => ({ assinatura: await calendarFeed.feed(patronOf(request).codPessoa) }),
    );

    app.post(
      '/assinatura',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Make a new calendar feed address (a previous one stops working)',
          response: { 201: calendarFeedCreatedResponseSchema },
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        const assinatura = await calendarFeed.replace(patronOf(request).codPessoa, locale);
        return reply.status(201).send({ assinatura, message: translate(locale, 'CalendarioCriado') });
      },
    );

    app.delete(
      '/assinatura',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Revoke the calendar feed address',
          response: { 200: z.object({ message: z.string() }), 404: apiErrorSchema },
        },
      },
      async (request) => {
        await calendarFeed.revoke(patronOf(request).codPessoa);
        return { message: translate(requestLocale(request), 'CalendarioRevogado') };
      },
    );

    app.get(
      '/:arquivo',
      {
        schema: {
          tags,
          summary:
            'The feed itself (`{token}.ics`, iCalendar): due dates of open loans and pickup days of released holds',
          params: calendarFileParamsSchema,
          produces: ['text/calendar'],
        },
      },
      async (request, reply) => {
        const token = request.params.arquivo.slice(0, -'.ics'.length);
        const body = await calendarFeed.document(token);
        return (
          reply
            .header('content-type', 'text/calendar; charset=utf-8')
            .header('content-disposition', 'inline; filename="acervo.ics"')
            // Private to the one who holds the address; never kept by shared caches.
            .header('cache-control', 'private, max-age=300')
            .header('x-robots-tag', 'noindex')
            .send(body)
        );
      },
    );
  };
}
