import {
  apiErrorSchema,
  commentedTitlesResponseSchema,
  commentIdParamsSchema,
  ownCommentsResponseSchema,
  postCommentBodySchema,
  postCommentResponseSchema,
  publicCommentsResponseSchema,
  titleIdParamsSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { titleExists } from '../titles/title-repository.ts';
import {
  addComment,
  deleteOwnComment,
  listCommentedTitles,
  listOwnComments,
  listPublicComments,
  MAX_PENDING_COMMENTS,
} from './comment-repository.ts';

const tags = ['Comments'];

/** The Comments group of spec §7 under /api/comentarios. */
export function commentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/acervo/:id',
      {
        schema: {
          tags,
          summary: 'Approved comments on a title',
          params: titleIdParamsSchema,
          response: { 200: publicCommentsResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        if (!(await titleExists(db, request.params.id))) throw notFound();
        return { comentarios: await listPublicComments(db, request.params.id) };
      },
    );

    app.post(
      '/acervo/:id',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Posts a comment on a title; it is published after moderation',
          params: titleIdParamsSchema,
          body: postCommentBodySchema,
          response: { 201: postCommentResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const me = patronOf(request);
        if (!(await titleExists(db, request.params.id))) throw notFound();
        const result = await addComment(db, me.codPessoa, request.params.id, request.body.texto);
        if (result === 'limit') {
          throw new HttpError(422, 'limite_comentarios_excedido', {
            code: 'limite_comentarios_excedido',
            values: { limite: MAX_PENDING_COMMENTS },
          });
        }
        return reply
          .status(201)
          .send({ message: translate(requestLocale(request), 'ComentarioRecebido'), comentario: result });
      },
    );

    app.get(
      '/usuario/acervos',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Titles the patron has commented on',
          response: { 200: commentedTitlesResponseSchema },
        },
      },
      async (request) => ({ acervos: await listCommentedTitles(db, patronOf(request).codPessoa) }),
    );

    app.get(
      '/usuario/acervo/:id',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s own comments on a title, in any state',
          params: titleIdParamsSchema,
          response: { 200: ownCommentsResponseSchema },
        },
      },
      async (request) => ({
        comentarios: await listOwnComments(db, patronOf(request).codPessoa, request.params.id),
      }),
    );

    app.delete(
      '/usuario/:id',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Deletes one of the patron’s own comments',
          params: commentIdParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (!(await deleteOwnComment(db, patronOf(request).codPessoa, request.params.id))) throw notFound();
        return reply.status(204).send(null);
      },
    );
  };
}
