import { storageRequestsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../api/api-context.tsx';
import { patronKey, usePatronScope } from '../../api/patron-key.ts';

/**
 * `GET /api/solicitacao-armazem` (no period: all of them): the patron's closed-storage requests,
 * read by the closed stacks tab to tell which stored copies they have already asked for. Sending a
 * request revalidates it (every patron key of this path).
 */
export const ownStorageRequestsPath = '/api/solicitacao-armazem';

export function useOwnStorageRequests() {
  const client = useApiClient();
  return useSWR(patronKey(usePatronScope(), ownStorageRequestsPath, { all: true }), () =>
    client.request(ownStorageRequestsPath, { schema: storageRequestsResponseSchema, auth: 'private' }),
  );
}
