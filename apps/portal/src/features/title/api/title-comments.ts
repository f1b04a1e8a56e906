import { type Locale, publicCommentsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/comentarios/acervo/{id}`: the title's approved comments, author's first name and date. */
export const titleCommentsPath = (codAcervo: number) => `/api/comentarios/acervo/${codAcervo}`;

export const titleCommentsKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, titleCommentsPath(codAcervo));

export const fetchTitleComments = (client: ApiClient, codAcervo: number) =>
  client.request(titleCommentsPath(codAcervo), { schema: publicCommentsResponseSchema, auth: 'public' });

export function useTitleComments(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(titleCommentsKey(locale, codAcervo), () => fetchTitleComments(client, codAcervo));
}
