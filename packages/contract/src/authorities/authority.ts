import { z } from 'zod';
import { marcRowsSchema } from '../titles/title.ts';

/** `GET /api/autoridade/{id}` (spec §3 Authority): heading, see/see-also references and linked titles. */
export const authorityTypeCodes = [
  'pessoa',
  'instituicao',
  'evento',
  'titulo_uniforme',
  'assunto',
  'assunto_geografico',
  'genero_forma',
  'termo_cronologico',
  'subdivisao_geral',
  'subdivisao_genero',
  'subdivisao_geografica',
  'subdivisao_cronologica',
] as const;

export const authorityReferenceSchema = z.object({
  termo: z.string(),
  cod_autoridade: z.number().int().nullable(),
});
export const authoritySchema = z.object({
  cod_autoridade: z.number().int(),
  tipo: z.enum(authorityTypeCodes),
  desc_tipo: z.string(),
  cabecalho: z.string(),
  ver: z.array(z.string()),
  verTambem: z.array(authorityReferenceSchema),
  /** Authorities whose "see" references point here. */
  usadoPor: z.array(authorityReferenceSchema),
  /** Public notes: biographical or historical data (678) and general notes (680). */
  notas: z.array(z.string()),
  /** Sources where the heading was found (670), as cataloguers cite them. */
  fontes: z.array(z.string()),
  /** The record in the rows `/acervo/{id}/marc` gives (staff-only fields left out); ADR 100. */
  marc: marcRowsSchema,
  total_titulos: z.number().int(),
  titulos: z.array(
    z.object({
      cod_acervo: z.number().int(),
      titulo: z.string(),
      ano_publicacao: z.number().int().nullable(),
    }),
  ),
});
export const authorityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  quantPag: z.coerce.number().int().min(1).max(100).default(20),
});
export const authorityComboQuerySchema = z.object({ autoridades: z.string().max(2000).optional() });
export const authorityComboSchema = z.array(z.object({ codigo: z.string(), descricao: z.string() }));
