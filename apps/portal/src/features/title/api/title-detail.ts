import { type Locale, titleDetailSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/acervo/{id}`: the title's data, online links and the libraries holding it. */
export const titleDetailPath = (codAcervo: number) => `/api/acervo/${codAcervo}`;

export const titleDetailKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, titleDetailPath(codAcervo));

export const fetchTitleDetail = (client: ApiClient, codAcervo: number) =>
  client.request(titleDetailPath(codAcervo), { schema: titleDetailSchema, auth: 'public' });

export function useTitleDetail(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(titleDetailKey(locale, codAcervo), () => fetchTitleDetail(client, codAcervo), {
    // A missing title stays missing: do not hammer the API with retries of a 404.
    shouldRetryOnError: false,
  });
}
