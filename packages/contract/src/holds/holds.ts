import { z } from 'zod';
import { optionalPeriodSchema } from '../loans/period.ts';

export const holdIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

/** `POST /api/reserva` and `/api/reserva/validar-fila`. */
export const holdBodySchema = z.object({
  cod_acervo: z.coerce.number().int().positive(),
  biblioteca: z.coerce.number().int().positive(),
  volume: optionalText,
  tomo: optionalText,
  parte: optionalText,
  material_adicional: optionalText,
  localizacao: optionalText,
});
export type HoldBody = z.infer<typeof holdBodySchema>;

const librarySchema = z.object({ codigo: z.number().int(), descricao: z.string() });

export const holdOptionsResponseSchema = z.object({
  acervo: z.object({ codigo: z.number().int(), titulo: z.string() }),
  bibliotecas: z.array(
    librarySchema.extend({
      exemplares: z.number().int(),
      disponiveis: z.number().int(),
      /** A hold can be placed here now (copies holdable, none available for loan). */
      permiteReserva: z.boolean(),
      motivo: z.string().nullable(),
      /** Options the patron must choose among (each list with more than one value must be chosen). */
      volumes: z.array(z.string()),
      tomos: z.array(z.string()),
      partes: z.array(z.string()),
      materiais: z.array(z.string()),
      fila: z.number().int(),
    }),
  ),
  limiteReservas: z.number().int(),
  reservasAtivas: z.number().int(),
});

export const holdSchema = z.object({
  codigo: z.number().int(),
  codAcervo: z.number().int(),
  titulo: z.string(),
  biblioteca: librarySchema,
  volume: z.string().nullable(),
  tomo: z.string().nullable(),
  parte: z.string().nullable(),
  material_adicional: z.string().nullable(),
  dataReserva: z.iso.datetime({ offset: true }),
  situacao: z.enum(['fila', 'liberada', 'atendida', 'cancelada', 'expirada']),
  /** 1-based place in the queue while waiting. */
  posicao: z.number().int().nullable(),
  /** Estimated date a copy reaches the patron (ISO), while waiting. */
  previsao: z.iso.date().nullable(),
  /** When released: until when the copy waits on the shelf. */
  prazoRetirada: z.iso.date().nullable(),
  tombo: z.string().nullable(),
  dataEncerramento: z.iso.datetime({ offset: true }).nullable(),
  motivoCancelamento: z.string().nullable(),
});
export type Hold = z.infer<typeof holdSchema>;

export const holdQueueCheckResponseSchema = z.object({
  pode_reservar: z.boolean(),
  posicao: z.number().int(),
  previsao: z.iso.date().nullable(),
  message: z.string(),
});
export const holdCreatedResponseSchema = z.object({ reserva: holdSchema, message: z.string() });
export const holdsResponseSchema = z.object({ reservas: z.array(holdSchema) });
/** `DELETE /api/reserva`: the holds left, and the confirmation in the caller's language. */
export const holdCancelledResponseSchema = holdsResponseSchema.extend({ message: z.string() });
export const holdCancelQuerySchema = z.object({ codigo: z.coerce.number().int().positive() });
export const holdHistoryQuerySchema = optionalPeriodSchema;
