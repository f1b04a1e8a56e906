import {
  apiErrorSchema,
  referenceResponseSchema,
  titleIdParamsSchema,
  titleLinkSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { optionalPatronOf } from '../auth/auth-plugin.ts';
import { typographicCover } from './cover.ts';
import { titleReferences } from './title-exports.ts';

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
export function linkRoutes(db: Database): FastifyPluginAsyncZod {
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
      async (request) => {
        const [reference] = await titleReferences(db, [request.params.id], 'abnt', requestLocale(request));
        if (!reference) throw notFound();
        return { estilo: 'abnt' as const, referencia: reference.html, texto: reference.texto };
      },
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
        const [title] =
          id === 0
            ? []
            : await db.query<{ titulo: string; autor_principal: string | null; link_capa: string | null }>(
                'select titulo, autor_principal, link_capa from acervo where cod_acervo = $1',
                [id],
              );
        if (id !== 0 && !title) throw notFound();
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
      async (request) => {
        const rows = await db.query<{
          cod_acervo: number;
          url: string;
          descricao: string | null;
          acesso_online: boolean;
        }>(
          'select cod_acervo, url, descricao, acesso_online from acervo_link where cod_acervo = any($1::int[]) order by cod_acervo, seq',
          [request.query.acervos],
        );
        const result: Record<
          string,
          Array<{ url: string; descricao: string | null; acesso_online: boolean }>
        > = {};
        for (const { cod_acervo, ...link } of rows) (result[cod_acervo] ??= []).push(link);
        return result;
      },
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
      async (request) => {
        const rows = await db.query('select 1 from acervo where cod_acervo = $1', [request.params.id]);
        if (rows.length === 0) throw notFound();
        return { links: [] };
      },
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
      async (request) => {
        const { a, b } = request.params;
        const [link] = await db.query<{ url: string }>(
          'select url from acervo_link where cod_acervo = $1 and seq = $2',
          [a, b],
        );
        if (!link) throw notFound();
        await recordAccess(
          db,
          a,
          b,
          link.url,
          true,
          optionalPatronOf(request)?.codPessoa ?? null,
          request.body,
        );
        return { url: link.url };
      },
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
        const rows = await db.query('select 1 from acervo where cod_acervo = $1', [body.cod_acervo]);
        if (rows.length === 0) throw notFound();
        await recordAccess(
          db,
          body.cod_acervo,
          body.seq_paragrafo ?? null,
          body.url,
          false,
          optionalPatronOf(request)?.codPessoa ?? null,
          body,
        );
        return reply.status(204).send(null);
      },
    );
  };
}

function recordAccess(
  db: Database,
  codAcervo: number,
  seq: number | null,
  url: string,
  restricted: boolean,
  codPessoa: number | null,
  info: z.infer<typeof clientInfo> | undefined,
) {
  return db.query(
    `insert into acesso_link (cod_acervo, seq_paragrafo, url, restrito, cod_pessoa, navegador, dispositivo, sistema)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      codAcervo,
      seq,
      url,
      restricted,
      codPessoa,
      info?.browser ?? null,
      info?.device ?? null,
      info?.os ?? null,
    ],
  );
}
