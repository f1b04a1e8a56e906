import { type Locale, marcRowsSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/acervo/{id}/marc?liberacao=1`: the MARC record as rows, without staff-only fields. */
export const titleMarcPath = (codAcervo: number) => `/api/acervo/${codAcervo}/marc`;

export const titleMarcKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, titleMarcPath(codAcervo), { liberacao: 1 });

export const fetchTitleMarc = (client: ApiClient, codAcervo: number) =>
  client.request(titleMarcPath(codAcervo), {
    schema: marcRowsSchema,
    auth: 'public',
    query: { liberacao: 1 },
  });

export function useTitleMarc(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(titleMarcKey(locale, codAcervo), () => fetchTitleMarc(client, codAcervo));
}
