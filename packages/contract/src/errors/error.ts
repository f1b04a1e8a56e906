import { z } from 'zod';

// Plain values live apart from the schemas, so code that needs only them loads no zod.
export * from './service-error-codes.ts';

/** The one error shape every failing API call answers with (architecture §5). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
