import { loanHistoryResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import type { Period } from '../../shared/period-filter.tsx';

/** `GET /api/emprestimo/historico` (dataIni, dataFim): loans borrowed in a period, with fines. */
export const loanHistoryPath = '/api/emprestimo/historico';

export const loanHistoryKey = (scope: PatronScope | null, period: Period) =>
  patronKey(scope, loanHistoryPath, period);

export const fetchLoanHistory = (client: ApiClient, period: Period) =>
  client.request(loanHistoryPath, { schema: loanHistoryResponseSchema, auth: 'private', query: period });

export function useLoanHistory(period: Period) {
  const client = useApiClient();
  return useSWR(loanHistoryKey(usePatronScope(), period), () => fetchLoanHistory(client, period), {
    keepPreviousData: true,
  });
}
