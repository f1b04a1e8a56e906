import { z } from 'zod';
import { optionalPeriodSchema } from '../loans/period.ts';
import { optionalText, requiredText } from '../validation/text.ts';

/** Purchase-suggestion statuses of spec §4, in its order. */
export const suggestionStatuses = [
  'aguardando_entrega',
  'atendida',
  'cancelada',
  'duplicada',
  'em_cotacao',
  'esgotada',
  'finalizada_incompleta',
  'ja_existe',
  'nao_atendida',
  'nao_encontrada',
  'parcialmente_atendida',
  'em_negociacao',
  'pre_sugestao',
  'sugestao_compra',
] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

/**
 * `POST /api/unidade-informacao/sugestao-aquisicao` (spec §3): library, titulo and editor are
 * required; each missing one is named in `CampoObrigatorioNaoPreenchido` (spec §5).
 */
export const suggestionBodySchema = z.object({
  campus: z.coerce.number().int().positive().optional().nullable(),
  biblioteca: z.coerce.number({ message: 'CampoObrigatorioNaoPreenchido' }).int().positive(),
  autor: optionalText(300),
  titulo: requiredText(500, 'CampoObrigatorioNaoPreenchido'),
  edicao: optionalText(100),
  editor: requiredText(300, 'CampoObrigatorioNaoPreenchido'),
  isbn_issn: optionalText(40),
  periodico: z
    .union([z.boolean(), z.enum(['S', 'N', 'true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'S' || value === 'true'),
  outras_inf: optionalText(2000),
});

export const suggestionSchema = z.object({
  codigo: z.number().int(),
  biblioteca: z.object({ codigo: z.number().int(), descricao: z.string() }),
  autor: z.string().nullable(),
  titulo: z.string(),
  edicao: z.string().nullable(),
  editor: z.string(),
  isbn_issn: z.string().nullable(),
  periodico: z.boolean(),
  outras_inf: z.string().nullable(),
  situacao: z.object({ codigo: z.enum(suggestionStatuses), descricao: z.string() }),
  data: z.iso.datetime({ offset: true }),
});
export const suggestionCreatedResponseSchema = z.object({ sugestao: suggestionSchema, message: z.string() });
export const suggestionStatusesResponseSchema = z.object({
  situacoes: z.array(z.object({ codigo: z.enum(suggestionStatuses), descricao: z.string() })),
});
export const suggestionsQuerySchema = optionalPeriodSchema.and(
  z.object({ situacao: z.enum(suggestionStatuses).optional() }),
);
export const suggestionsResponseSchema = z.object({ sugestoes: z.array(suggestionSchema) });
export const suggestionStatisticsQuerySchema = optionalPeriodSchema.and(
  z.object({ biblioteca: z.coerce.number().int().positive().optional() }),
);
export const suggestionStatisticsResponseSchema = z.object({
  total: z.number().int(),
  porSituacao: z.array(
    z.object({ codigo: z.enum(suggestionStatuses), descricao: z.string(), total: z.number().int() }),
  ),
  porBiblioteca: z.array(
    z.object({ codigo: z.number().int(), descricao: z.string(), total: z.number().int() }),
  ),
});
