import { z } from 'zod';

/** The one error shape every failing API call answers with (architecture §5). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Codes of spec §8's two special 500s: the portal warns that the network catalogue is unavailable,
 * or shows the server's my-library text, instead of the generic unexpected error.
 */
export const serviceErrorCodes = {
  networkCatalogueUnavailable: 'REDE_PERGAMUM_INDISPONIVEL',
  myAreaFailed: 'ERRO_MEU_PERGAMUM',
} as const;
