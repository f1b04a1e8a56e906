import { type SuggestionStatus, suggestionsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import type { Period } from '../../shared/period-filter.tsx';

/** `GET /api/aquisicao/sugestoes` (dataIni, dataFim, situacao): the patron's suggestions, newest first. */
export const suggestionsPath = '/api/aquisicao/sugestoes';

export type SuggestionsFilter = Period & { situacao: SuggestionStatus | null };

export function useSuggestions(filter: SuggestionsFilter) {
  const client = useApiClient();
  return useSWR(
    patronKey(usePatronScope(), suggestionsPath, filter),
    () =>
      client.request(suggestionsPath, {
        schema: suggestionsResponseSchema,
        auth: 'private',
        query: { dataIni: filter.dataIni, dataFim: filter.dataFim, situacao: filter.situacao },
      }),
    { keepPreviousData: true },
  );
}
