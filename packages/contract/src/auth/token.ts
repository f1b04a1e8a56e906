import { z } from 'zod';

// Plain values live apart from the schemas, so code that needs only them loads no zod.
export * from './token-constants.ts';

/**
 * `POST /oauth/token` and `POST /api/oauth/token`, as JSON or form-urlencoded. One flat object for
 * every grant (as OAuth clients send it); the server checks which fields each grant needs, so a
 * missing username is a 422 with a field message rather than a schema error about a union.
 */
export const tokenRequestSchema = z.object({
  grant_type: z.string().max(100).optional(),
  client_id: z.union([z.number(), z.string().max(100)]).optional(),
  client_secret: z.string().max(500).optional(),
  scope: z.string().max(500).optional(),
  username: z.string().max(200).optional(),
  password: z.string().max(500).optional(),
  recaptcha_token: z.string().max(4000).optional(),
  /** The user category code some institutions ask for at login (spec §6, company 87). */
  codigo_categoria: z.string().max(50).optional(),
  refresh_token: z.string().max(500).optional(),
  /** A one-time token from `/pessoas/token-redireciona` (grant `redirect_token`). */
  redirect_token: z.string().max(500).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** A module/activity pair the caller may use (spec §3 "Permissions"). */
export const permissionSchema = z.object({
  cod_modulo: z.number().int(),
  cod_atividade: z.number().int(),
  descricao: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

/** The logged-in patron (spec §3 "User"): what real clients read is `nome_pessoa` and `login`. */
export const userSchema = z.object({
  nome_pessoa: z.string(),
  login: z.string(),
  cod_pessoa: z.number().int(),
  cod_login: z.number().int(),
  email: z.string().nullable(),
  categoria: z.object({
    codigo: z.number().int(),
    descricao: z.string(),
    codigo_login: z.string().nullable(),
  }),
  /** How many logins the person holds; more than one makes the portal offer the login selector. */
  quantidade_logins: z.number().int().min(1),
});
export type User = z.infer<typeof userSchema>;

/** A public (client-credentials) token: for anonymous calls; renewed with client_credentials again. */
export const publicTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type PublicTokenResponse = z.infer<typeof publicTokenResponseSchema>;

/** A patron's login answer (spec §3 "Login response"). */
export const loginResponseSchema = publicTokenResponseSchema.extend({
  refresh_token: z.string(),
  refresh_expires_in: z.number().int(),
  user: userSchema,
  authPermissions: z.array(permissionSchema),
  /** True would mean the password is blocked; a blocked login is answered 430 instead, so false here. */
  bloqueio: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const tokenResponseSchema = z.union([loginResponseSchema, publicTokenResponseSchema]);
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
