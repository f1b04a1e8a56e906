import { z } from 'zod';
import { passwordRulesSchema } from '../validation/password-rules.ts';

/** `GET /api/pessoas/{usuario}/recuperar-senha?recaptcha_token=`: sends a code by e-mail. */
export const recoveryStartQuerySchema = z.object({ recaptcha_token: z.string().max(4000).optional() });

/** Spec §3 "Recovery start response": where the code went, whose it is, how long it is and lives. */
export const recoveryStartResponseSchema = z.object({
  /** The addresses the code was sent to, masked (`ma***@un***.example`). */
  emails: z.array(z.string()),
  /** The person's name, shortened (first name and initials). */
  nome: z.string(),
  tamanho_codigo: z.number().int().positive(),
  /** Time to expiry of the code, in seconds. */
  tte: z.number().int().positive(),
  expira_em: z.iso.datetime(),
  regras: passwordRulesSchema,
});
export type RecoveryStartResponse = z.infer<typeof recoveryStartResponseSchema>;

const codeSchema = z.string().trim().min(1).max(20);

/** `POST /api/pessoas/{usuario}/recuperar-senha`: checks the code; 422 when wrong or expired. */
export const recoveryValidateBodySchema = z.object({ code: codeSchema });
export const recoveryValidateResponseSchema = z.object({
  valido: z.literal(true),
  regras: passwordRulesSchema,
});

/** `PUT /api/pessoas/{usuario}/recuperar-senha`: sets the new password (also unlocks the login). */
export const recoveryFinishBodySchema = z.object({ code: codeSchema, password: z.string().min(1).max(500) });

/** A plain confirmation with a translated message. */
export const messageResponseSchema = z.object({ message: z.string() });
