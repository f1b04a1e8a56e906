import { z } from 'zod';
import { isPortalPath } from './auth-paths.ts';
import { loginResponseSchema } from './token.ts';

export {
  isPortalPath,
  oauthResponsePage,
  oidcAuthorizePath,
  oidcValidatePath,
  samlAuthenticationMode,
  samlLoginPath,
  samlResponsePage,
  samlValidatePath,
} from './auth-paths.ts';

/** A path inside the portal to return to: relative, never another site (`//host`). */
export const portalPathSchema = z
  .string()
  .max(2000)
  .refine(isPortalPath, { message: 'CaminhoRedirecionamentoInvalido' });

/** `GET /api/oidc/authorize?login=&redirect=`: starts a login at the institution's identity provider. */
export const oidcAuthorizeQuerySchema = z.object({
  login: z.string().trim().max(200).optional(),
  redirect: portalPathSchema.optional(),
});

/** The provider's address to send the browser to, and the handle the portal keeps to collect the result. */
export const oidcAuthorizeResponseSchema = z.object({ link: z.url(), nonce: z.string() });
export type OidcAuthorizeResponse = z.infer<typeof oidcAuthorizeResponseSchema>;

/** `POST /api/oidc/validar`: the portal hands back the nonce it got on `/oauth-response?nonce=`. */
export const oidcValidateBodySchema = z.object({ nonce: z.string().trim().min(1).max(200) });

/** The patron's tokens, as from the password grant, plus where the portal wanted to go. */
export const oidcValidateResponseSchema = loginResponseSchema.extend({ redirect: z.string() });
export type OidcValidateResponse = z.infer<typeof oidcValidateResponseSchema>;
