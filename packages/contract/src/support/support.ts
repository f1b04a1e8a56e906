import { z } from 'zod';
import { requiredText } from '../validation/text.ts';

/** `POST /api/unidade-informacao/suporte`: the footer's support dialog (spec §2; ADR 005). */
export const supportBodySchema = z.object({ assunto: requiredText(200), mensagem: requiredText(4000) });
export type SupportBody = z.infer<typeof supportBodySchema>;

export const supportAcceptedSchema = z.object({ message: z.string(), codigo: z.number().int() });
