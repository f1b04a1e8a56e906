import { type Locale, titleDetailSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/**
 * `GET /api/acervo/{id}`: a basket title's data. Same path and key as the title page's, so a title
 * just viewed shows at once.
 */
export const basketTitlePath = (codAcervo: number) => `/api/acervo/${codAcervo}`;

export const basketTitleKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, basketTitlePath(codAcervo));

export const fetchBasketTitle = (client: ApiClient, codAcervo: number) =>
  client.request(basketTitlePath(codAcervo), { schema: titleDetailSchema, auth: 'public' });

export function useBasketTitle(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(basketTitleKey(locale, codAcervo), () => fetchBasketTitle(client, codAcervo), {
    // A title withdrawn from the catalogue stays missing: no retries of a 404.
    shouldRetryOnError: false,
  });
}
