import { type Locale, summaryDataSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/sumario/{id}/dados`: each issue's table of contents, newest first, then a book's contents. */
export const titleSummariesPath = (codAcervo: number) => `/api/sumario/${codAcervo}/dados`;

export const titleSummariesKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, titleSummariesPath(codAcervo));

export const fetchTitleSummaries = (client: ApiClient, codAcervo: number) =>
  client.request(titleSummariesPath(codAcervo), { schema: summaryDataSchema, auth: 'public' });

/** One answer serves both tabs (issues' contents and the book's): they share its cache entry. */
export function useTitleSummaries(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(titleSummariesKey(locale, codAcervo), () => fetchTitleSummaries(client, codAcervo));
}
