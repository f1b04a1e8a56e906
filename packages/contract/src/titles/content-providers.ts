import { z } from 'zod';

/** `POST /api/vinculos/grupoa`: Pergamum clients send their session id; the bearer token decides. */
export const contentProviderLinkBodySchema = z.object({
  sessionid: z.string().max(200).optional().nullable(),
});

/** A signed, short-lived address at a third-party content provider, for the logged-in patron. */
export const contentProviderLinkResponseSchema = z.object({
  provedor: z.string(),
  nome: z.string(),
  url: z.url(),
  /** Whether the portal opens it in a new tab (the institution's setting). */
  nova_aba: z.boolean(),
  expira_em: z.iso.datetime(),
});
export type ContentProviderLink = z.infer<typeof contentProviderLinkResponseSchema>;

/** The provider codes the portal's own pages ask for. */
export const contentProviderCodeSchema = z.string().regex(/^[a-z0-9_-]{1,40}$/, 'TipoInvalido');
