import { z } from 'zod';
import { optionalPeriodSchema } from '../loans/period.ts';

/**
 * Closed-storage copy requests (spec §7 `POST /gravar-armazem`, ADR 066): a patron asks a library
 * to bring copies from its storage room (`GET /api/acervo/{id}/dados-armazem`) to the desk.
 */
export const storageRequestStatuses = ['aguardando', 'disponivel', 'finalizada', 'cancelada'] as const;
export type StorageRequestStatus = (typeof storageRequestStatuses)[number];

/** The library whose storage room holds the copies. */
export const storageRequestQuerySchema = z.object({
  cod_biblioteca: z.coerce.number().int().positive(),
});

/**
 * The basket: the `dados-armazem` rows the patron ticked, posted as they came (only `cod_exemplar`
 * is read; the rest is ignored), at most 50 copies per request.
 */
export const storageRequestBodySchema = z.object({
  cesta: z.array(z.object({ cod_exemplar: z.coerce.number().int().positive() })).max(50),
});

export const storageRequestItemSchema = z.object({
  codExemplar: z.number().int(),
  tombo: z.string(),
  codAcervo: z.number().int(),
  titulo: z.string(),
  volume: z.string().nullable(),
  tomo: z.string().nullable(),
  parte: z.string().nullable(),
  armazem: z.string(),
  posicao: z.string(),
  situacao: z.object({ codigo: z.enum(storageRequestStatuses), descricao: z.string() }),
  /** When the copy is expected at the desk: request time plus the storage room's hours. */
  previsao: z.iso.datetime({ offset: true }),
});

export const storageRequestSchema = z.object({
  codigo: z.number().int(),
  biblioteca: z.object({ codigo: z.number().int(), descricao: z.string() }),
  data: z.iso.datetime({ offset: true }),
  itens: z.array(storageRequestItemSchema),
});

export type StorageRequest = z.infer<typeof storageRequestSchema>;
export const storageRequestCreatedResponseSchema = z.object({
  solicitacao: storageRequestSchema,
  message: z.string(),
});
export const storageRequestIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const storageRequestsQuerySchema = optionalPeriodSchema;
export const storageRequestsResponseSchema = z.object({ solicitacoes: z.array(storageRequestSchema) });
