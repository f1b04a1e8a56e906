import { holdsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import type { Period } from '../../shared/period-filter.tsx';

/** `GET /api/reserva/historico` (dataIni, dataFim): every hold placed in a period, however it ended. */
export const holdHistoryPath = '/api/reserva/historico';

export const holdHistoryKey = (scope: PatronScope | null, period: Period) =>
  patronKey(scope, holdHistoryPath, period);

export const fetchHoldHistory = (client: ApiClient, period: Period) =>
  client.request(holdHistoryPath, { schema: holdsResponseSchema, auth: 'private', query: period });

export function useHoldHistory(period: Period) {
  const client = useApiClient();
  return useSWR(holdHistoryKey(usePatronScope(), period), () => fetchHoldHistory(client, period), {
    keepPreviousData: true,
  });
}
