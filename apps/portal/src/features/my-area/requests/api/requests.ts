import { type RequestKind, type requestStatuses, requestsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import type { Period } from '../../shared/period-filter.tsx';

export type RequestStatus = (typeof requestStatuses)[number];

/** `GET /api/solicitacoes/{tipo}` (status, dataIni, dataFim): the patron's requests of one kind, newest first. */
export const requestsPath = (kind: RequestKind) => `/api/solicitacoes/${kind}`;

export type RequestsFilter = Period & { status: RequestStatus | null };

export function useRequests(kind: RequestKind, filter: RequestsFilter) {
  const client = useApiClient();
  const path = requestsPath(kind);
  return useSWR(
    patronKey(usePatronScope(), path, filter),
    () =>
      client.request(path, {
        schema: requestsResponseSchema,
        auth: 'private',
        query: { dataIni: filter.dataIni, dataFim: filter.dataFim, status: filter.status ?? 'todos' },
      }),
    { keepPreviousData: true },
  );
}
