import { type Locale, referenceResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

export type ReferenceStyle = 'abnt' | 'apa';

/** `GET /api/acervo/{id}/referencia` (estilo): a basket title's reference in the chosen style. */
export const basketReferencePath = (codAcervo: number) => `/api/acervo/${codAcervo}/referencia`;

export const basketReferenceKey = (locale: Locale, codAcervo: number, style: ReferenceStyle) =>
  publicKey(locale, basketReferencePath(codAcervo), { estilo: style });

export const fetchBasketReference = (client: ApiClient, codAcervo: number, style: ReferenceStyle) =>
  client.request(basketReferencePath(codAcervo), {
    schema: referenceResponseSchema,
    auth: 'public',
    query: { estilo: style },
  });

export function useBasketReference(codAcervo: number, style: ReferenceStyle) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(
    basketReferenceKey(locale, codAcervo, style),
    () => fetchBasketReference(client, codAcervo, style),
    { shouldRetryOnError: false },
  );
}
