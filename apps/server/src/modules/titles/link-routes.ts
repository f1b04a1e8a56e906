import {
  apiErrorSchema,
  referenceResponseSchema,
  titleIdParamsSchema,
  titleLinkSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { optionalPatronOf } from '../auth/auth-plugin.ts';
import { typographicCover } from './cover.ts';
import { createLinkService } from './link-service.ts';
import type { TitleService } from './title-service.ts';

const tags = ['Links'];

const idList = z
  .string()
  .max(4000)
  .transform((value) =>
    value
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31),
  );

const clientInfo = z.object({
  userId: z.union([z.string(), z.number()]).optional().nullable(),
  user_id: z.union([z.string(), z.number()]).optional().nullable(),
  browser: z.string().max(200).optional().nullable(),
  device: z.string().max(200).optional().nullable(),
  os: z.string().max(200).optional().nullable(),
});

/** The Links group of spec §7 under /api/vinculos. */
export function linkRoutes(db: Database, titles: TitleService): FastifyPluginAsyncZod {
  const links = createLinkService(db, titles);
  return async (app) => {
    app.get(
      '/abnt/:id',
      {
        schema: {
          tags,
          summary: 'The ABNT reference of a title',
          params: titleIdParamsSchema,
          response: { 200: referenceResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => titles.reference(request.params.id, 'abnt' as const, requestLocale(request)),
    );

    app.get(
      '/imagem',
      {
        schema: {
          tags,
          summary:
            'The cover of a title: its stored cover, or a typographic SVG cover (cod_acervo=0: the default)',
          querystring: z.object({
            cod_acervo: z.coerce.number().int().min(0).max(2147483647),
            limite: z.coerce.number().int().min(1).max(500).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { cod_acervo: id, limite } = request.query;
        const title = await links.cover(id);
        if (title?.link_capa && /^https?:\/\//i.test(title.link_capa))
          return reply.redirect(title.link_capa, 302);
        const name = title ? (limite ? title.titulo.slice(0, limite) : title.titulo) : 'Acervo';
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(typographicCover(id, name, title?.autor_principal ?? null));
      },
    );

    app.get(
      '/links-resultado',
      {
        schema: {
          tags,
          summary: 'Online links of several titles (acervos=1,2,...), by title',
          querystring: z.object({ acervos: idList }),
          response: { 200: z.record(z.string(), z.array(titleLinkSchema)) },
        },
      },
      async (request) => links.linksOfTitles(request.query.acervos),
    );

    app.get(
      '/target/:id',
      {
        schema: {
          tags,
          summary: 'Links of a title to target products (none configured in this catalogue)',
          params: titleIdParamsSchema,
          response: { 200: z.object({ links: z.array(titleLinkSchema) }), 404: apiErrorSchema },
        },
      },
      async (request) => links.targetLinks(request.params.id),
    );

    app.post(
      '/acesso-restrito/:a/s/:b',
      {
        schema: {
          tags,
          summary:
            'Records an access to a restricted link of a title (a: title, b: link) and answers its address',
          params: z.object({
            a: z.coerce.number().int().min(1).max(2147483647),
            b: z.coerce.number().int().min(1).max(32767),
          }),
          body: clientInfo.optional(),
          response: { 200: z.object({ url: z.string() }), 404: apiErrorSchema },
        },
      },
      async (request) =>
        links.openRestricted(
          request.params.a,
          request.params.b,
          optionalPatronOf(request)?.codPessoa ?? null,
          request.body,
        ),
    );

    app.post(
      '/estatistica-acesso',
      {
        schema: {
          tags,
          summary: 'Counts an access to a title’s online link (clients ignore failures)',
          body: clientInfo.extend({
            cod_acervo: z.coerce.number().int().min(1).max(2147483647),
            seq_paragrafo: z.coerce.number().int().min(0).max(32767).optional().nullable(),
            url: z.string().min(1).max(2000),
          }),
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const body = request.body;
        await links.countAccess(
          {
            codAcervo: body.cod_acervo,
            seq: body.seq_paragrafo ?? null,
            url: body.url,
            codPessoa: optionalPatronOf(request)?.codPessoa ?? null,
          },
          body,
        );
        return reply.status(204).send(null);
      },
    );
  };
}
