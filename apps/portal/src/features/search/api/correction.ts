import { type Locale, searchCorrectionResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import type { SearchState } from '../../../lib/search/search-url.ts';

/** `GET /api/consulta/sugestoes/correcao`: a spelling that finds more, for a search that found nothing. */
export const correctionPath = '/api/consulta/sugestoes/correcao';

/** The index's dictionary knows all fields, titles, authors and subjects; other fields ask all. */
const correctionField = (field: SearchState['field']) =>
  field === 'titulo' || field === 'autor' || field === 'assunto' ? field : 'livre';

export const correctionKey = (locale: Locale, term: string, field: SearchState['field']) =>
  term ? publicKey(locale, correctionPath, { termo: term, campo: correctionField(field) }) : null;

export function useCorrection(term: string, field: SearchState['field']) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(correctionKey(locale, term, field), () =>
    client.request(correctionPath, {
      schema: searchCorrectionResponseSchema,
      auth: 'public',
      query: { termo: term, campo: correctionField(field) },
    }),
  );
}
