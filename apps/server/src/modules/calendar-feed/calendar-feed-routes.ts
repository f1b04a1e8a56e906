import {
  apiErrorSchema,
  calendarFeedCreatedResponseSchema,
  calendarFeedResponseSchema,
  calendarFileParamsSchema,
  type CalendarFeed,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { HttpError } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { createHoldsService } from '../holds/holds-service.ts';
import { listOpenLoans } from '../loans/loans-repository.ts';
import { buildCalendar } from './calendar-feed-ics.ts';
import {
  feedByToken,
  type FeedRow,
  patronFeed,
  replaceFeed,
  revokeFeed,
} from './calendar-feed-repository.ts';

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
  const holds = createHoldsService(db, time);
  const host = new URL(publicUrl).host;
  const toFeed = (row: FeedRow): CalendarFeed => {
    const url = `${publicUrl}/api/calendario/${row.token}.ics`;
    return { url, webcal: url.replace(/^https?:/, 'webcal:'), criadaEm: row.criado_em.toISOString() };
  };

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
      async (request) => {
        const row = await patronFeed(db, patronOf(request).codPessoa);
        return { assinatura: row ? toFeed(row) : null };
      },
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
        const row = await replaceFeed(db, patronOf(request).codPessoa, locale);
        return reply
          .status(201)
          .send({ assinatura: toFeed(row), message: translate(locale, 'CalendarioCriado') });
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
        if (!(await revokeFeed(db, patronOf(request).codPessoa)))
          throw new HttpError(404, 'CalendarioNaoEncontrado');
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
        const feed = await feedByToken(db, token);
        if (!feed) throw new HttpError(404, 'CalendarioNaoEncontrado');
        const [loans, patronHolds, [institution]] = await Promise.all([
          listOpenLoans(db, feed.cod_pessoa, time),
          holds.list(feed.cod_pessoa, { active: true }),
          db.query<{ nome: string }>('select nome from instituicao'),
        ]);
        const body = buildCalendar({
          locale: feed.idioma,
          institution: institution?.nome ?? '',
          host,
          renewUrl: `${publicUrl}/meupergamum/renovacao`,
          loans: loans.map((loan) => ({
            codEmprestimo: loan.cod_emprestimo,
            title: loan.descricao,
            library: loan.desc_biblioteca,
            accession: loan.tombo,
            due: loan.data_devolucao_prevista,
          })),
          holds: patronHolds.flatMap((hold) =>
            hold.situacao === 'liberada' && hold.prazoRetirada
              ? [
                  {
                    codReserva: hold.codigo,
                    title: hold.titulo,
                    library: hold.biblioteca.descricao,
                    pickupUntil: hold.prazoRetirada,
                  },
                ]
              : [],
          ),
        });
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
