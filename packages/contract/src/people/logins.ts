import { z } from 'zod';
import { loginResponseSchema } from '../auth/token.ts';

/** One of the person's logins (spec §3 "Person logins": codigo and nome). */
export const personLoginSchema = z.object({
  codigo: z.number().int(),
  /** Label to show: the login and its category, e.g. `2019050 - Aluno de graduação`. */
  nome: z.string(),
  usuario: z.string(),
  categoria: z.string(),
  /** The login of the current session. */
  atual: z.boolean(),
});

/** `GET /api/pessoas/login`. */
export const personLoginsResponseSchema = z.object({ logins: z.array(personLoginSchema) });

/** `PUT /api/pessoas/troca-login`: moves the session to another login of the same person. */
export const loginSwapBodySchema = z.object({
  codigo: z.coerce.number().int().positive(),
  /** Where the portal is (catalogue or My area); echoed back. */
  base: z.string().max(200).optional(),
});
/** The new session's tokens, as from the password grant; the old session is ended. */
export const loginSwapResponseSchema = loginResponseSchema.extend({ base: z.string().nullable() });

/** `POST /api/pessoas/meu-pergamum/troca-usuario`: ends this session to log in as someone else. */
export const userSwapBodySchema = z.object({ usuario: z.string().trim().min(1).max(200) });
export const userSwapResponseSchema = z.object({
  /** The login to offer on the login form. */
  usuario: z.string(),
  /** That login's holder, shortened, so the portal can confirm who is next. */
  nome: z.string(),
  /** The current session was ended (its refresh tokens are revoked). */
  sessao_encerrada: z.literal(true),
});

/** Spec §3 "Duplicate persons": `GET /api/pessoas/duplicadas?usuario=` (company 571 behaviour). */
export const duplicatesQuerySchema = z.object({ usuario: z.string().trim().min(1).max(200) });
export const duplicatesResponseSchema = z.object({
  resultado: z.boolean(),
  /** The logins to choose from: `codigo` is the login to type, `nome` its holder and category. */
  pessoas: z.array(z.object({ codigo: z.string(), nome: z.string() })),
});
