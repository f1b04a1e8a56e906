import { type loanRequestFilters, loanRequestsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import type { Period } from '../../shared/period-filter.tsx';

/** `GET /api/solicitacao-emprestimo` (dataIni, dataFim, status): the patron's loan requests, newest first. */
export const loanRequestsPath = '/api/solicitacao-emprestimo';

export type LoanRequestFilter = (typeof loanRequestFilters)[number];
export type LoanRequestsQuery = Period & { status: LoanRequestFilter };

export function useLoanRequests(query: LoanRequestsQuery) {
  const client = useApiClient();
  return useSWR(
    patronKey(usePatronScope(), loanRequestsPath, query),
    () =>
      client.request(loanRequestsPath, {
        schema: loanRequestsResponseSchema,
        auth: 'private',
        query: { dataIni: query.dataIni, dataFim: query.dataFim, status: query.status },
      }),
    { keepPreviousData: true },
  );
}
