import { storageRequestsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import type { Period } from '../../shared/period-filter.tsx';

/** `GET /api/solicitacao-armazem` (dataIni, dataFim): the patron's closed-storage requests, newest first. */
export const storageRequestsPath = '/api/solicitacao-armazem';

export function useStorageRequests(period: Period) {
  const client = useApiClient();
  return useSWR(
    patronKey(usePatronScope(), storageRequestsPath, period),
    () =>
      client.request(storageRequestsPath, {
        schema: storageRequestsResponseSchema,
        auth: 'private',
        query: period,
      }),
    { keepPreviousData: true },
  );
}
