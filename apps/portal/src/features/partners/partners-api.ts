import { contentProviderLinkResponseSchema } from '@acervo/contract';
import type { ApiClient } from '../../lib/api/api-client.ts';

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
