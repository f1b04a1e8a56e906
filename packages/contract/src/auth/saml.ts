import { z } from 'zod';
import { portalPathSchema } from './oidc.ts';
import { loginResponseSchema } from './token.ts';

/** `GET /api/saml/login?redirect=`: the browser goes here and is redirected to the identity provider. */
export const samlLoginQuerySchema = z.object({ redirect: portalPathSchema.optional() });

/** `POST /api/saml/validar`: the portal hands back the handle it got on `/saml-response?saml=`. */
export const samlValidateBodySchema = z.object({ saml: z.string().trim().min(1).max(200) });

/** The patron's tokens, as from the password grant, plus where the portal wanted to go. */
export const samlValidateResponseSchema = loginResponseSchema.extend({ redirect: z.string() });
export type SamlValidateResponse = z.infer<typeof samlValidateResponseSchema>;
