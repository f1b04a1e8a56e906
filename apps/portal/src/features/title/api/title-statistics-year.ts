import { type Locale, statisticsYearSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/acervo/{id}/dados-estatisticos/dados/{year}`: the title's loans in each month of a year. */
export const statisticsYearPath = (codAcervo: number, year: number) =>
  `/api/acervo/${codAcervo}/dados-estatisticos/dados/${year}`;

export const statisticsYearKey = (locale: Locale, codAcervo: number, year: number) =>
  publicKey(locale, statisticsYearPath(codAcervo, year));

export const fetchStatisticsYear = (client: ApiClient, codAcervo: number, year: number) =>
  client.request(statisticsYearPath(codAcervo, year), { schema: statisticsYearSchema, auth: 'public' });

/** Null asks nothing (no year to show yet). */
export function useStatisticsYear(codAcervo: number, year: number | null) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(
    year === null ? null : statisticsYearKey(locale, codAcervo, year),
    () => fetchStatisticsYear(client, codAcervo, year!),
    { keepPreviousData: true },
  );
}
