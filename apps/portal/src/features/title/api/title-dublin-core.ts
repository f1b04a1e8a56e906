import { dublinCoreSchema, type Locale } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/acervo/{id}/dublin-core`: the record as Dublin Core elements, each with its values. */
export const titleDublinCorePath = (codAcervo: number) => `/api/acervo/${codAcervo}/dublin-core`;

export const titleDublinCoreKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, titleDublinCorePath(codAcervo));

export const fetchTitleDublinCore = (client: ApiClient, codAcervo: number) =>
  client.request(titleDublinCorePath(codAcervo), { schema: dublinCoreSchema, auth: 'public' });

export function useTitleDublinCore(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(titleDublinCoreKey(locale, codAcervo), () => fetchTitleDublinCore(client, codAcervo));
}
