import { z } from 'zod';

/** The network catalogue (spec §3 "Network-catalogue record"). */
export const networkInstitutionSchema = z.object({ cod_empresa: z.number().int(), desc_empresa: z.string() });
export const networkRecordSchema = z.object({
  id: z.number().int(),
  /** The record's number at its institution. */
  acervo: z.number().int(),
  tipo_obra: z.object({ codigo: z.number().int(), descricao: z.string() }),
  instituicao: networkInstitutionSchema,
  titulo: z.string(),
  autor: z.string().nullable(),
  local_publicacao: z.string().nullable(),
  editora: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  assuntos: z.array(z.string()),
});
export const networkSearchQuerySchema = z.object({
  termo: z.string().max(200).optional(),
  cod_empresa: z.coerce.number().int().min(1).optional(),
  /** A local title: only the partners' records of the same work (ADR 122). */
  cod_acervo: z.coerce.number().int().min(1).max(2147483647).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export const networkSearchResponseSchema = z.object({
  total: z.number().int(),
  data: z.array(networkRecordSchema),
});
export const networkInstitutionsResponseSchema = z.object({
  instituicoes: z.array(
    networkInstitutionSchema.extend({
      sigla: z.string(),
      url_oai: z.string().nullable(),
      registros: z.number().int(),
    }),
  ),
});
