import { z } from 'zod';

/** A deviation (suspension from borrowing), spec §3. Dates are ISO `YYYY-MM-DD`. */
export const deviationSchema = z.object({
  codigo: z.number().int(),
  biblioteca: z.object({ codigo: z.number().int(), descricao: z.string() }).nullable(),
  data_inicio: z.iso.date(),
  data_fim: z.iso.date(),
  motivo: z.string(),
  /** In force today. */
  ativo: z.boolean(),
});

/** `GET /api/pessoas/afastamentos`. */
export const deviationsResponseSchema = z.object({ afastamentos: z.array(deviationSchema) });

export const renewalBlockReasons = ['AFASTAMENTO', 'DEBITO', 'LOGIN_BLOQUEADO'] as const;

/** `GET /api/pessoas/renovar`: whether the patron may renew loans now, and why not. */
export const renewalEligibilityResponseSchema = z.object({
  pode_renovar: z.boolean(),
  motivos: z.array(z.object({ codigo: z.enum(renewalBlockReasons), mensagem: z.string() })),
});
