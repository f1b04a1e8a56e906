import { teachingPlanResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** The filters of spec §7, each left out when empty; at least one is set (spec §5). */
export type TeachingPlanFilters = Partial<
  Record<'departamento' | 'ano' | 'semestre' | 'periodo' | 'disciplina' | 'biblioteca', string>
>;

/** `GET /api/acervo/plano-ensino/bibliografia`: the plans found, with live availability per title. */
export const teachingPlanBibliographyPath = '/api/acervo/plano-ensino/bibliografia';

export const teachingPlanBibliographyKey = (scope: PatronScope | null, filters: TeachingPlanFilters) =>
  patronKey(scope, teachingPlanBibliographyPath, filters);

export const fetchTeachingPlanBibliography = (client: ApiClient, filters: TeachingPlanFilters) =>
  client.request(teachingPlanBibliographyPath, {
    schema: teachingPlanResponseSchema,
    auth: 'private-if-present',
    query: filters,
  });

/** Availability changes as copies are lent and returned: asked again every minute while shown. */
export function useTeachingPlanBibliography(filters: TeachingPlanFilters | null) {
  const client = useApiClient();
  const scope = usePatronScope();
  return useSWR(
    filters ? teachingPlanBibliographyKey(scope, filters) : null,
    () => fetchTeachingPlanBibliography(client, filters!),
    { keepPreviousData: true, refreshInterval: 60_000 },
  );
}
