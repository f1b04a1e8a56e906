import { authoritySchema, type Locale } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/autoridade/{id}` (page, quantPag): heading, references and a page of its titles. */
export const authorityPath = (codAutoridade: number) => `/api/autoridade/${codAutoridade}`;

export const authorityKey = (locale: Locale, codAutoridade: number, page: number) =>
  publicKey(locale, authorityPath(codAutoridade), { page });

export const fetchAuthority = (client: ApiClient, codAutoridade: number, page: number) =>
  client.request(authorityPath(codAutoridade), {
    schema: authoritySchema,
    auth: 'public',
    query: { page, quantPag: authorityTitlesPerPage },
  });

export const authorityTitlesPerPage = 20;

export function useAuthority(codAutoridade: number, page: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(
    authorityKey(locale, codAutoridade, page),
    () => fetchAuthority(client, codAutoridade, page),
    { keepPreviousData: true, shouldRetryOnError: false },
  );
}
