import { z } from 'zod';

/** Comments on titles (spec §7 Comments): public once approved, posted by logged-in patrons. */
export const COMMENT_MAX_LENGTH = 2000;

export const publicCommentSchema = z.object({
  id: z.number().int(),
  /** The author's first name only: comments are public. */
  autor: z.string(),
  texto: z.string(),
  /** ISO 8601. */
  data: z.string(),
});
export const publicCommentsResponseSchema = z.object({ comentarios: z.array(publicCommentSchema) });

export const postCommentBodySchema = z.object({
  texto: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
});

export const ownCommentSchema = z.object({
  id: z.number().int(),
  cod_acervo: z.number().int(),
  texto: z.string(),
  situacao: z.enum(['pendente', 'aprovado', 'rejeitado']),
  data: z.string(),
});
export const ownCommentsResponseSchema = z.object({ comentarios: z.array(ownCommentSchema) });
export const postCommentResponseSchema = z.object({ message: z.string(), comentario: ownCommentSchema });
export const commentedTitlesResponseSchema = z.object({
  acervos: z.array(
    z.object({ cod_acervo: z.number().int(), titulo: z.string(), comentarios: z.number().int() }),
  ),
});
export const commentIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
