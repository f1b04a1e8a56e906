import { type Locale, lookupOptionsSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/consulta/ordenacao`: the sort orders a search offers, named in the language. */
export const sortOptionsPath = '/api/consulta/ordenacao';

export const sortOptionsKey = (locale: Locale) => publicKey(locale, sortOptionsPath);

export function useSortOptions() {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(sortOptionsKey(locale), () =>
    client.request(sortOptionsPath, { schema: lookupOptionsSchema, auth: 'public' }),
  );
}
