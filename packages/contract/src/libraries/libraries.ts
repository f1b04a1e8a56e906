import { z } from 'zod';
import { optionalText } from '../validation/text.ts';

/** Campuses and libraries (spec §3) and the two forms the portal's footer posts. */
export const campusSchema = z.object({ cod_campus: z.number().int(), nome_campus: z.string() });
export const librarySchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  cod_campus: z.number().int(),
  nome_campus: z.string(),
  sigla: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
});
export const campusListSchema = z.object({ campus: z.array(campusSchema) });
export const libraryListSchema = z.object({ bibliotecas: z.array(librarySchema) });
export const librariesQuerySchema = z.object({ campus: z.coerce.number().int().min(1).optional() });

const code = z.union([z.number().int(), z.string().max(20)]).optional();

/** `POST /api/unidade-informacao/comentario`: `b` is the library, `content` the message. */
export const libraryCommentBodySchema = z.object({ content: optionalText(4000), b: code });

export const formAcceptedSchema = z.object({ message: z.string(), codigo: z.number().int() });

/** Paged lookups of /api/consulta (disciplinas, cursos, professores, campus, bibliotecas). */
export const pagedLookupQuerySchema = z.object({
  search_text: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  codCampus: z.coerce.number().int().min(1).optional(),
});
export const lookupItemSchema = z.object({ codigo: z.number().int(), descricao: z.string() });
export const pagedLookupResponseSchema = z.object({
  data: z.array(lookupItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  lastPage: z.number().int(),
});
export const lookupCodeParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
