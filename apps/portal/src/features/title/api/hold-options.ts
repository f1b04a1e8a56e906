import { holdOptionsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../lib/api/patron-key.ts';

/**
 * `GET /api/reserva/{id}/informacoes-iniciais`: what a hold on the title can be (libraries with
 * their volume/tome/part/material options and queue lengths, why a library refuses) and the
 * patron's hold limit. The patron's own data: fetched only while someone is logged in.
 */
export const holdOptionsPath = (codAcervo: number) => `/api/reserva/${codAcervo}/informacoes-iniciais`;

export const holdOptionsKey = (scope: PatronScope | null, codAcervo: number) =>
  patronKey(scope, holdOptionsPath(codAcervo));

export const fetchHoldOptions = (client: ApiClient, codAcervo: number) =>
  client.request(holdOptionsPath(codAcervo), { schema: holdOptionsResponseSchema, auth: 'private' });

export function useHoldOptions(codAcervo: number) {
  const client = useApiClient();
  return useSWR(holdOptionsKey(usePatronScope(), codAcervo), () => fetchHoldOptions(client, codAcervo), {
    shouldRetryOnError: false,
  });
}
