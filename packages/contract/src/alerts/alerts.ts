import { z } from 'zod';
import { requiredPeriodSchema } from '../loans/period.ts';

export const alertTypes = [
  'reserva_liberada',
  'perfil_interesse',
  'devolucao',
  'solicitacao',
  'aviso',
] as const;

export const alertSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(alertTypes),
  titulo: z.string(),
  mensagem: z.string(),
  codAcervo: z.number().int().nullable(),
  data: z.iso.datetime({ offset: true }),
  lido: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

/** `GET /api/alertas`: both dates required, start not after end (spec §5). */
export const alertsQuerySchema = requiredPeriodSchema;
export const alertsResponseSchema = z.object({ alertas: z.array(alertSchema), naoLidos: z.number().int() });
export const alertIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const alertResponseSchema = z.object({ alerta: alertSchema, message: z.string() });
