import { kardexDataSchema, type Locale } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/kardex/{id}/data` (codPeriod, codBib, year): a year's issues, of one library or all. */
export const kardexIssuesPath = (codAcervo: number) => `/api/kardex/${codAcervo}/data`;

export type KardexIssuesFilter = { library: number | null; year: number | null };

const queryOf = (codAcervo: number, { library, year }: KardexIssuesFilter) => ({
  codPeriod: codAcervo,
  codBib: library,
  year,
});

export const kardexIssuesKey = (locale: Locale, codAcervo: number, filter: KardexIssuesFilter) =>
  publicKey(locale, kardexIssuesPath(codAcervo), queryOf(codAcervo, filter));

export const fetchKardexIssues = (client: ApiClient, codAcervo: number, filter: KardexIssuesFilter) =>
  client.request(kardexIssuesPath(codAcervo), {
    schema: kardexDataSchema,
    auth: 'public',
    query: queryOf(codAcervo, filter),
  });

export function useKardexIssues(codAcervo: number, filter: KardexIssuesFilter, enabled: boolean) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(
    enabled ? kardexIssuesKey(locale, codAcervo, filter) : null,
    () => fetchKardexIssues(client, codAcervo, filter),
    { keepPreviousData: true },
  );
}
