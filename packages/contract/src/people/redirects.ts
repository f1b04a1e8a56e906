import { z } from 'zod';

/**
 * An address the portal opens in a new tab, carrying a one-time token or, for a content provider,
 * a signature; `nova_aba: false` asks to open it in the same tab.
 */
export const redirectUrlResponseSchema = z.object({ url: z.url(), nova_aba: z.boolean().optional() });

/** `PUT /api/pessoas/meu-pergamum/redirect-base`: the base (database) to open. */
export const redirectBaseBodySchema = z.object({
  base: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/, 'TipoInvalido'),
});

/** `GET /api/pessoas/token-redireciona`: a one-time token another tab exchanges for a session. */
export const redirectTokenResponseSchema = z.object({
  token: z.string(),
  expira_em: z.iso.datetime(),
  expires_in: z.number().int(),
});

/** `GET /api/pessoas/autenticar/app-layers`: the institution's app (App Layers) signs the patron in. */
export const appLayersAuthResponseSchema = z.object({ url: z.url(), token: z.string() });

/** Where the portal's redirect page exchanges a one-time token (`/pergamum_redireciona?token=`). */
export const redirectPage = '/pergamum_redireciona';
