import { teachingPlanOptionsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/acervo/plano-ensino/disciplinas-bibliotecas`: what the filters offer. */
export const teachingPlanOptionsPath = '/api/acervo/plano-ensino/disciplinas-bibliotecas';

export const teachingPlanOptionsKey = (scope: PatronScope | null) =>
  patronKey(scope, teachingPlanOptionsPath);

export const fetchTeachingPlanOptions = (client: ApiClient) =>
  client.request(teachingPlanOptionsPath, {
    schema: teachingPlanOptionsResponseSchema,
    auth: 'private-if-present',
  });

export function useTeachingPlanOptions() {
  const client = useApiClient();
  return useSWR(teachingPlanOptionsKey(usePatronScope()), () => fetchTeachingPlanOptions(client), {
    revalidateOnFocus: false,
  });
}
