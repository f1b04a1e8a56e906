import { z } from 'zod';
import { userSchema } from '../auth/token.ts';

/** `GET /api/pessoas` (wire-compatible: real clients read `user.nome_pessoa`). */
export const userDataResponseSchema = z.object({ user: userSchema });

/** `GET /api/pessoas/departamentos`. */
export const departmentsResponseSchema = z.object({
  departamentos: z.array(z.object({ codigo: z.number().int(), descricao: z.string() })),
});

/** `GET /api/pessoas/{usuario}/nome`: a short form of the name (first name and initials). */
export const nameLookupResponseSchema = z.object({ nome: z.string() });

/** `GET /api/pessoas/email-pessoa-logada`: the caller's addresses (semicolon-separated) or null. */
export const loggedInEmailResponseSchema = z.object({ email: z.string().nullable() });

/** Path parameter naming a login (registration number, username, ...). */
export const usuarioParamsSchema = z.object({ usuario: z.string().trim().min(1).max(200) });
