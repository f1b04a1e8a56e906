import { type Locale, statisticsYearsSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/acervo/{id}/dados-estatisticos/anos`: the years the title was lent, newest first. */
export const statisticsYearsPath = (codAcervo: number) => `/api/acervo/${codAcervo}/dados-estatisticos/anos`;

export const statisticsYearsKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, statisticsYearsPath(codAcervo));

export const fetchStatisticsYears = (client: ApiClient, codAcervo: number) =>
  client.request(statisticsYearsPath(codAcervo), { schema: statisticsYearsSchema, auth: 'public' });

export function useStatisticsYears(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(statisticsYearsKey(locale, codAcervo), () => fetchStatisticsYears(client, codAcervo));
}
