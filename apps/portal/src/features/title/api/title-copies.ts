import { copiesResponseSchema, type Locale } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/acervo/{id}/exemplares` (cod_unidade): the title's copies, of one library or all. */
export const titleCopiesPath = (codAcervo: number) => `/api/acervo/${codAcervo}/exemplares`;

export const titleCopiesKey = (locale: Locale, codAcervo: number, library: number | null) =>
  publicKey(locale, titleCopiesPath(codAcervo), { cod_unidade: library });

export const fetchTitleCopies = (client: ApiClient, codAcervo: number, library: number | null) =>
  client.request(titleCopiesPath(codAcervo), {
    schema: copiesResponseSchema,
    auth: 'public',
    query: { cod_unidade: library },
  });

export function useTitleCopies(codAcervo: number, library: number | null) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(
    titleCopiesKey(locale, codAcervo, library),
    () => fetchTitleCopies(client, codAcervo, library),
    { keepPreviousData: true },
  );
}
