import type { ApiClient } from '../../lib/api/api-client.ts';
import { lazySchema } from '../../lib/api/lazy-schema.ts';

const contentProviderLinkResponseSchema = lazySchema(() =>
  import('@acervo/contract/titles/content-providers').then((m) => m.contentProviderLinkResponseSchema),
);

/** The signed provider link (ADR 078): Grupo A by the spec's own call, the others by code. */
export const partnersApi = {
  providerLink: (client: ApiClient, code: string) =>
    client.request(
      code === 'grupoa' ? '/api/vinculos/grupoa' : `/api/vinculos/provedores/${encodeURIComponent(code)}`,
      {
        schema: contentProviderLinkResponseSchema,
        auth: 'private',
        method: 'POST',
        body: {},
      },
    ),
};
