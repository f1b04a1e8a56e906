import { z } from 'zod';
import { passwordRulesSchema } from '../validation/password-rules.ts';

/** `PUT /api/pessoas/meu-pergamum/senha`: every rule of spec §5 is checked again on the server. */
export const passwordChangeBodySchema = z.object({
  senhaAtual: z.string().min(1).max(500),
  senhaNova: z.string().min(1).max(500),
});

/**
 * `GET /api/pessoas/meu-pergamum/senha/regras`: the rules a new password of the logged-in patron
 * must meet (spec §3 "Password rules"; ADR 110), and the name the diff_name rule compares with.
 */
export const passwordRulesResponseSchema = z.object({ regras: passwordRulesSchema, nome: z.string() });
