import type { Locale } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { lazySchema } from '../../../lib/api/lazy-schema.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/consulta/opcoes-indice`: the indexes a term can be searched in, named in the language. */
export const fieldOptionsPath = '/api/consulta/opcoes-indice';

// The search form is on the first page: its schema loads with the answer (lazy-schema.ts).
const lookupOptionsSchema = lazySchema(() =>
  import('@acervo/contract/search/consulta').then((m) => m.lookupOptionsSchema),
);

export const fieldOptionsKey = (locale: Locale) => publicKey(locale, fieldOptionsPath);

export function useFieldOptions() {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(fieldOptionsKey(locale), () =>
    client.request(fieldOptionsPath, { schema: lookupOptionsSchema, auth: 'public' }),
  );
}
