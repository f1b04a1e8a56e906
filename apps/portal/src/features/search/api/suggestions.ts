import type { Locale, SearchFieldCode, SearchSuggestionFieldCode } from '@acervo/contract';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { lazySchema } from '../../../lib/api/lazy-schema.ts';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { minTermLength } from '../search-terms.ts';

/** `GET /api/consulta/sugestoes`: the typed query with its last word completed (ADR 072). */
export const suggestionsPath = '/api/consulta/sugestoes';

/** Completions shown at most; the server's default. */
export const suggestionLimit = 8;

/** Pause after the last key before asking, so typing a word costs one request, not one per letter. */
export const suggestionDelayMs = 250;

/**
 * The dictionary knows all fields, titles, authors and subjects. Series, call numbers, ISBN and
 * ISSN are typed exactly and not completed from words: those fields get no suggestions.
 */
export function suggestionField(field: SearchFieldCode): SearchSuggestionFieldCode | null {
  return field === 'livre' || field === 'titulo' || field === 'autor' || field === 'assunto' ? field : null;
}

/**
 * Whether a text is worth completing: the words typed so far hold at least the minimum characters
 * (shorter words are ignored in matching, spec §5), and it does not end in a space (a finished
 * word has nothing to complete).
 */
export function wantsSuggestions(text: string): boolean {
  return text.trim().length >= minTermLength && !/\s$/u.test(text) && text.length <= 200;
}

export const suggestionsKey = (locale: Locale, text: string, field: SearchFieldCode) => {
  const campo = suggestionField(field);
  return campo && wantsSuggestions(text)
    ? publicKey(locale, suggestionsPath, { termo: text.trim(), campo, limite: suggestionLimit })
    : null;
};

// The search form is on the first page: the schema loads with the first answer (lazy-schema.ts).
const suggestionsSchema = lazySchema(() =>
  import('@acervo/contract/search-index/suggestions').then((m) => m.searchSuggestionsResponseSchema),
);

export const fetchSuggestions = (client: ApiClient, text: string, campo: SearchSuggestionFieldCode) =>
  client.request(suggestionsPath, {
    schema: suggestionsSchema,
    auth: 'public',
    query: { termo: text.trim(), campo, limite: suggestionLimit },
  });

/** The text once it has stayed the same for `delay` ms. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * Completions for what is being typed, asked once typing pauses. A failed request shows no
 * suggestions and is not retried: the field works without them.
 */
export function useSuggestions(text: string, field: SearchFieldCode) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  const settled = useSettled(text, suggestionDelayMs);
  const key = suggestionsKey(locale, settled, field);
  const campo = suggestionField(field);
  const answer = useSWR(key, () => (campo ? fetchSuggestions(client, settled, campo) : null), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  // What was typed since the answer no longer matches it: nothing until the next answer.
  const current = settled === text && key !== null;
  return current ? (answer.data?.sugestoes ?? []) : [];
}
