import { suggestionCreatedResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { suggestionsPath } from './suggestions.ts';

/** What the form sends (spec §3 "Acquisition suggestion"); empty optional fields are left out. */
export type SuggestionBody = {
  campus?: number;
  biblioteca: number;
  autor?: string;
  titulo: string;
  edicao?: string;
  editor: string;
  isbn_issn?: string;
  periodico: boolean;
  outras_inf?: string;
};

/** `POST /api/unidade-informacao/sugestao-aquisicao`; the patron's list is fetched again after it. */
export const sendSuggestionPath = '/api/unidade-informacao/sugestao-aquisicao';

export function useSendSuggestion() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), sendSuggestionPath),
    (_key, { arg: body }: { arg: SuggestionBody }) =>
      client.request(sendSuggestionPath, {
        method: 'POST',
        schema: suggestionCreatedResponseSchema,
        auth: 'private',
        body,
      }),
    { onSuccess: () => void mutate(isPatronKeyFor(suggestionsPath)) },
  );
}
