import { loanStatisticsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import type { Period } from '../../shared/period-filter.tsx';

/** `GET /api/emprestimo/estatisticas` (dataIni, dataFim): the patron's loans in numbers. */
export const loanStatisticsPath = '/api/emprestimo/estatisticas';

export const loanStatisticsKey = (scope: PatronScope | null, period: Period) =>
  patronKey(scope, loanStatisticsPath, period);

export const fetchLoanStatistics = (client: ApiClient, period: Period) =>
  client.request(loanStatisticsPath, {
    schema: loanStatisticsResponseSchema,
    auth: 'private',
    query: period,
  });

export function useLoanStatistics(period: Period) {
  const client = useApiClient();
  return useSWR(loanStatisticsKey(usePatronScope(), period), () => fetchLoanStatistics(client, period), {
    keepPreviousData: true,
  });
}
